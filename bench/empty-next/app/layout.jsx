export const metadata = { title: 'Empty Next.js page', description: 'The baseline of npm run bench:pages.' }

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
