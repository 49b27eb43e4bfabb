export default function Page() {
  return <h1>Empty Next.js page</h1>
}
