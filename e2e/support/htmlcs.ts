import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// HTML_CodeSniffer's WCAG 2 AA sniffs, next to axe (e2e/support/axe.ts): the two read the rules
// differently, and each finds errors the other passes (an input's type against its autocomplete,
// H98; a form with no submit button, H32.2).

/** HTMLCS's message types: 1 is an error; warnings (2) and notices (3) ask a person to look. */
const HTMLCS_ERROR = 1;
/** How much of an element's markup a failure quotes. */
const SNIPPET_CHARS = 300;

interface HtmlcsMessage {
  type: number;
  code: string;
  msg: string;
  element: Element | Document;
}

interface Htmlcs {
  process(standard: string, content: Document, done: () => void, failed?: () => void): void;
  getMessages(): HtmlcsMessage[];
}

export interface HtmlcsError {
  code: string;
  message: string;
  html: string;
}

let source: string | undefined;

/** The built script (all standards in one file), read once per worker. */
function htmlcsSource(): string {
  source ??= readFileSync(createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');
  return source;
}

/**
 * HTMLCS's errors on the page as it is. Its script goes in through `page.evaluate` of its text: a
 * script tag (page.addScriptTag) is refused by the site's Content-Security-Policy, while what the
 * test itself evaluates is not.
 */
export async function htmlcsErrors(page: Page): Promise<HtmlcsError[]> {
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(htmlcsSource());
  return page.evaluate(
    ({ errorType, snippetChars }) =>
      new Promise<HtmlcsError[]>((resolve, reject) => {
        const htmlcs = (window as unknown as { HTMLCS: Htmlcs }).HTMLCS;
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                // HTMLCS checks every element, rendered or not. One no reader can reach (hidden,
                // display: none, visibility: hidden: antd's spare Tabs menu button, an Upload's
                // file input behind its own named button) is not in the accessibility tree, so it
                // has no name to fail; axe leaves such elements out too.
                .filter(
                  ({ type, element }) =>
                    type === errorType &&
                    (!(element instanceof Element) ||
                      element.checkVisibility({ visibilityProperty: true, checkVisibilityCSS: true })),
                )
                .map(({ code, msg, element }) => ({
                  code,
                  message: msg,
                  html: (element instanceof Element ? element.outerHTML : element.nodeName).slice(0, snippetChars),
                })),
            ),
          () => reject(new Error('HTML_CodeSniffer could not load its WCAG2AA standard')),
        );
      }),
    { errorType: HTMLCS_ERROR, snippetChars: SNIPPET_CHARS },
  );
}

/** Fails on any HTML_CodeSniffer WCAG2AA error, listing each one's code and the element's markup. */
export async function expectNoHtmlcsErrors(page: Page): Promise<void> {
  const errors = await htmlcsErrors(page);
  const report = errors.map((error) => `${error.code}: ${error.message}\n    ${error.html}`);
  expect(errors, `HTML_CodeSniffer errors on ${page.url()}:\n${report.join('\n')}`).toEqual([]);
}
