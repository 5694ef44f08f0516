import FacebookOutlined from '@ant-design/icons-svg/es/asn/FacebookOutlined';
import InstagramOutlined from '@ant-design/icons-svg/es/asn/InstagramOutlined';
import TwitterOutlined from '@ant-design/icons-svg/es/asn/TwitterOutlined';
import YoutubeOutlined from '@ant-design/icons-svg/es/asn/YoutubeOutlined';
import { Icon } from '@/components/ui/icon';
import { IconTooltip } from '@/components/ui/icon-tooltip';

// The spec calls the social links placeholders: they go to each network's home
// page until the brand's own profiles exist, never to a fake profile.
const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/', svg: FacebookOutlined },
  { label: 'Instagram', href: 'https://www.instagram.com/', svg: InstagramOutlined },
  { label: 'YouTube', href: 'https://www.youtube.com/', svg: YoutubeOutlined },
  { label: 'Twitter', href: 'https://twitter.com/', svg: TwitterOutlined },
] as const;

/** The footer's social links, icons named by a tooltip (the 'social-links' island). */
export function SocialLinks() {
  return (
    <ul className="fm-footer__social">
      {SOCIAL_LINKS.map(({ label, href, svg }) => (
        <li key={label}>
          <IconTooltip title={label}>
            <a href={href} aria-label={label} target="_blank" rel="noopener noreferrer">
              <Icon svg={svg} aria-hidden />
            </a>
          </IconTooltip>
        </li>
      ))}
    </ul>
  );
}
