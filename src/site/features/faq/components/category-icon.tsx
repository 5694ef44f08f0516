import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import BookOutlined from '@ant-design/icons-svg/es/asn/BookOutlined';
import CommentOutlined from '@ant-design/icons-svg/es/asn/CommentOutlined';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined';
import ReadOutlined from '@ant-design/icons-svg/es/asn/ReadOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Icon } from '@/components/ui/icon';
import type { FaqCategory } from '@/domain/types';

const ICONS: Record<FaqCategory, IconDefinition> = {
  'Christian Dating': HeartOutlined,
  'App Reviews': MobileOutlined,
  'Biblical Guidance': BookOutlined,
  'Single Life': UserOutlined,
  'Prayer & Relationships': CommentOutlined,
  'Marriage Preparation': TeamOutlined,
  'Safety & Trust': SafetyOutlined,
  Resources: ReadOutlined,
};

/** One icon per FAQ category; decorative, the category name is always written next to it. */
export function CategoryIcon({ category }: { category: FaqCategory }) {
  return <Icon svg={ICONS[category]} aria-hidden="true" style={{ color: 'var(--ant-color-primary)' }} />;
}
