export default function AppReviewsPage() {
  return (
    <main>
      <h1>Christian Dating App Reviews</h1>
    </main>
  );
}
