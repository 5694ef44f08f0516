export default function AffiliateDisclosurePage() {
  return (
    <main>
      <h1>Affiliate Disclosure</h1>
    </main>
  );
}
