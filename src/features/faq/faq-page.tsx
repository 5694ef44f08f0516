export default function FaqPage() {
  return (
    <main>
      <h1>Frequently Asked Questions</h1>
    </main>
  );
}
