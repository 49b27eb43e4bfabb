/**
 * Work to finish before the web server's process exits (buffered visit counts): registered by server code
 * inside Next.js, run by scripts/serve.mjs on SIGTERM/SIGINT. The list lives on globalThis because Next's
 * bundle and serve.mjs each load their own copy of this module.
 */
type Task = () => Promise<unknown>
const state = globalThis as typeof globalThis & { __zeedijkShutdownTasks?: Task[] }

export function onShutdown(task: Task): void {
  ;(state.__zeedijkShutdownTasks ??= []).push(task)
}

/** Runs every task, each failure logged, none waited for longer than `timeoutMs` in all. */
export async function runShutdownTasks(timeoutMs = 5000): Promise<void> {
  const tasks = state.__zeedijkShutdownTasks ?? []
  const all = Promise.allSettled(tasks.map((task) => task())).then((results) => {
    for (const result of results) if (result.status === 'rejected') console.error('shutdown task failed:', result.reason)
  })
  await Promise.race([all, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())])
}
