import FacebookOutlined from '@ant-design/icons-svg/es/asn/FacebookOutlined';
import LinkOutlined from '@ant-design/icons-svg/es/asn/LinkOutlined';
import TwitterOutlined from '@ant-design/icons-svg/es/asn/TwitterOutlined';
import { Flex } from '@/components/ui/flex';
import { Icon } from '@/components/ui/icon';
import { PlainButton } from '@/components/ui/plain-button';
import { Text } from '@/components/ui/text';
import { useNotify } from '@/components/ui/toast/notify';
import { ROUTES } from '@/domain/routes';
import type { BlogPost } from '@/domain/types';
import { useSiteUrl } from '@/lib/site-url';
import { ARTICLE_TEXT } from './blog-text';
import { shareLinks } from './share-links';

const SHARE_SITES = [
  { name: 'Facebook', key: 'facebook', svg: FacebookOutlined },
  { name: 'Twitter', key: 'twitter', svg: TwitterOutlined },
] as const;

/**
 * Share links, and Copy link, which needs the page's script (an island on the article). Given the
 * post's slug and title alone: an island's props are written into the page.
 */
export function ShareButtons({ slug, title }: Pick<BlogPost, 'slug' | 'title'>) {
  const notify = useNotify();
  const url = useSiteUrl() + ROUTES.article(slug);
  const links = shareLinks(url, title);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(ARTICLE_TEXT.copied, ARTICLE_TEXT.copiedDetail);
    } catch {
      notify.error(ARTICLE_TEXT.copyFailed, url);
    }
  };

  return (
    <Flex wrap gap={8} align="center" role="group" aria-label="Share this article">
      <Text strong>Share:</Text>
      {SHARE_SITES.map(({ name, key, svg }) => (
        <PlainButton
          key={key}
          href={links[key]}
          target="_blank"
          rel="noopener noreferrer"
          icon={<Icon svg={svg} aria-hidden />}
        >
          {name}
        </PlainButton>
      ))}
      <PlainButton onClick={() => void copyLink()} icon={<Icon svg={LinkOutlined} aria-hidden />}>
        Copy link
      </PlainButton>
    </Flex>
  );
}
