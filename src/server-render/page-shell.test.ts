import { describe, expect, it } from 'vitest';
import {
  APP_ROOT,
  ISLANDS_ROOT_ATTRIBUTE,
  PAGE_HEAD_END,
  PAGE_HEAD_START,
  PAGE_STYLES_MARKER,
  withPageHead,
  withRenderedBody,
} from './page-shell';

describe('withPageHead', () => {
  it('replaces what is between the markers, keeps them, and refuses a shell without them', () => {
    const shell = `<head><meta charset="UTF-8" />${PAGE_HEAD_START}<title>Old</title>${PAGE_HEAD_END}<link rel="icon" /></head>`;
    const once = withPageHead(shell, '<title>New $& $1</title>');
    expect(once).toContain('<title>New $& $1</title>');
    expect(once).not.toContain('Old');
    expect(withPageHead(once, '<title>Again</title>').match(/<title>/g)).toHaveLength(1);
    expect(() => withPageHead('<head></head>', '<title>x</title>')).toThrow(/page-head markers/);
  });
});

describe('withRenderedBody', () => {
  const shell = `<head>${PAGE_STYLES_MARKER}<link rel="icon" /></head><body>${APP_ROOT}<script src="/a.js"></script></body>`;

  it('puts the styles in the head, the page in the root and its state right after it, "$" and all', () => {
    const html = withRenderedBody(shell, {
      headResources: '<style>.a{content:"$&"}</style>',
      html: '<main>$1 cost</main>',
      stateScript: '<script type="application/json" id="s">{}</script>',
      islands: false,
    });
    expect(html).toBe(
      '<head><style>.a{content:"$&"}</style><link rel="icon" /></head><body><div id="root"><main>$1 cost</main></div>' +
        '<script type="application/json" id="s">{}</script><script src="/a.js"></script></body>',
    );
  });

  it("marks a public page's root, whose islands alone come alive, and not a screen's shell", () => {
    const body = { headResources: '', html: '<main></main>', stateScript: '' };
    expect(withRenderedBody(shell, { ...body, islands: true })).toContain(
      `<div id="root" ${ISLANDS_ROOT_ATTRIBUTE}><main></main></div>`,
    );
    expect(withRenderedBody(shell, { ...body, islands: false })).toContain('<div id="root"><main></main></div>');
  });

  it('refuses a shell without the markers', () => {
    expect(() =>
      withRenderedBody('<body><div id="root">x</div></body>', {
        headResources: '',
        html: '',
        stateScript: '',
        islands: false,
      }),
    ).toThrow(/page-styles marker/);
  });
});
