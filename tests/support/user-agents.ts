// The user agents tests and benches send, as real browsers and crawlers write them: which device
// class and whether a crawler is what src/domain/user-agent.ts reads from them.
export const USER_AGENTS: Readonly<Record<'phone' | 'desktop' | 'chromeLinux' | 'crawler', string>> = {
  /** Chrome on an Android phone: a phone. */
  phone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  /** Firefox on Windows: a desktop. */
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  /** Chrome on Linux: a desktop browser. */
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  /** Google's crawler: never counted. */
  crawler: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};
