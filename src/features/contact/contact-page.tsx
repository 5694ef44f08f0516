export default function ContactPage() {
  return (
    <main>
      <h1>Contact Us</h1>
    </main>
  );
}
