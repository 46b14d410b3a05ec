// The app shell. (Placeholder while the explorer is built.)
export function App() {
  return (
    <main>
      <h1>Listing Explorer</h1>
      <p>Look up a company or product listing.</p>
    </main>
  );
}
