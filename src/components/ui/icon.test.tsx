import { HeartFilled, LoadingOutlined, MailOutlined } from '@ant-design/icons';
import HeartFilledSvg from '@ant-design/icons-svg/es/asn/HeartFilled';
import LoadingOutlinedSvg from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import MailOutlinedSvg from '@ant-design/icons-svg/es/asn/MailOutlined';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IconStyles } from './icon-styles';
import { Icon } from './icon';

/** The markup as a set of elements with sorted attributes: attribute order is not the contract. */
function normalized(html: string): string[] {
  const element = document.createElement('div');
  element.innerHTML = html;
  return [...element.querySelectorAll('*')].map(
    (node) =>
      `${node.tagName} ${[...node.attributes]
        .map((attribute) => `${attribute.name}=${attribute.value}`)
        .sort()
        .join(' ')}`,
  );
}

describe('Icon', () => {
  it("draws what @ant-design/icons' own component draws, so the page's look and tests hold", () => {
    const pairs = [
      [
        <Icon key="a" svg={HeartFilledSvg} aria-hidden className="x" />,
        <HeartFilled key="b" aria-hidden className="x" />,
      ],
      [
        <Icon key="a" svg={MailOutlinedSvg} style={{ fontSize: 20 }} />,
        <MailOutlined key="b" style={{ fontSize: 20 }} />,
      ],
      [<Icon key="a" svg={LoadingOutlinedSvg} />, <LoadingOutlined key="b" />],
    ];
    for (const [ours, theirs] of pairs) {
      expect(normalized(renderToStaticMarkup(ours))).toEqual(
        normalized(renderToStaticMarkup(<IconStyles>{theirs}</IconStyles>)),
      );
    }
  });
});
