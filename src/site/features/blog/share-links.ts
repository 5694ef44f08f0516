/** Share targets that open in a new tab; nothing of theirs is loaded by the page itself. */
export function shareLinks(url: string, title: string): { facebook: string; twitter: string } {
  const encodedUrl = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    twitter: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(title)}`,
  };
}
