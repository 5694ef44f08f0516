export default function ResourcesPage() {
  return (
    <main>
      <h1>Christian Relationship Resources</h1>
    </main>
  );
}
