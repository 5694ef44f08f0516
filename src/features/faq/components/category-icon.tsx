import {
  BookOutlined,
  CommentOutlined,
  HeartOutlined,
  MobileOutlined,
  ReadOutlined,
  SafetyOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { FaqCategory } from '@/domain/types';

const ICONS: Record<FaqCategory, typeof HeartOutlined> = {
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
  const Icon = ICONS[category];
  return <Icon aria-hidden="true" style={{ color: 'var(--ant-color-primary)' }} />;
}
