import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Column, Columns } from './columns';

describe('Columns', () => {
  it('sizes each cell at every breakpoint, a size left out taken from the next one down', () => {
    const html = renderToStaticMarkup(
      <Columns gap={24} justify="center">
        <Column md={12} lg={8}>
          a
        </Column>
        <Column sm={12}>b</Column>
      </Columns>,
    );
    expect(html).toContain('--fm-columns-gap:24px');
    expect(html).toContain('justify-content:center');
    expect(html).toContain(
      '--fm-column-span-xs:24;--fm-column-span-sm:24;--fm-column-span-md:12;--fm-column-span-lg:8',
    );
    expect(html).toContain(
      '--fm-column-span-xs:24;--fm-column-span-sm:12;--fm-column-span-md:12;--fm-column-span-lg:12',
    );
  });

  it("sets every span on a nested grid's cells, so none inherits its parent cell's", () => {
    const html = renderToStaticMarkup(
      <Columns gap={32}>
        <Column lg={12}>
          <Columns gap={24}>
            <Column>inner</Column>
          </Columns>
        </Column>
      </Columns>,
    );
    expect(html).toContain(
      '--fm-column-span-xs:24;--fm-column-span-sm:24;--fm-column-span-md:24;--fm-column-span-lg:24',
    );
  });
});
