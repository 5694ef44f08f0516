// Sample reader testimonials for the seed script. Entries without imageUrl show the first letter
// of the name instead.
import type { Testimonial } from '@/domain/types';

export const seedTestimonials: Testimonial[] = [
  {
    id: 'sarah-m',
    name: 'Sarah M.',
    location: 'Austin, Texas',
    content:
      'The article on boundaries gave me words for something I had struggled to explain for years. My boyfriend and I read it together and had one of the most honest, helpful conversations of our relationship.',
    rating: 5,
    imageUrl: '/images/avatars/sarah-m.svg',
  },
  {
    id: 'james-k',
    name: 'James K.',
    location: 'Manchester, UK',
    content:
      'I was skeptical about dating apps as a Christian. The app reviews here were honest about the pros and the cons, and they helped me choose one that fit my values. I met my fiancée there eight months later.',
    rating: 5,
    imageUrl: '/images/avatars/james-k.svg',
  },
  {
    id: 'grace-o',
    name: 'Grace O.',
    location: 'Lagos, Nigeria',
    content:
      'The 30-day prayer journal changed the way I pray about marriage. I stopped treating prayer as a wish list and started trusting God with my single season. I feel more at peace than I have in years.',
    rating: 5,
  },
  {
    id: 'daniel-r',
    name: 'Daniel R.',
    location: 'Toronto, Canada',
    content:
      'We worked through the "Ten Conversations" list before getting engaged. Some of them were hard, but our pastor said we came to premarital counseling better prepared than almost any couple he had seen.',
    rating: 5,
    imageUrl: '/images/avatars/daniel-r.svg',
  },
  {
    id: 'emily-t',
    name: 'Emily T.',
    location: 'Nashville, Tennessee',
    content:
      'As a single woman in my late thirties, I often feel overlooked at church. The posts on single life reminded me that this season is not a waiting room. Practical, gentle and full of Scripture.',
    rating: 4,
    imageUrl: '/images/avatars/emily-t.svg',
  },
  {
    id: 'michael-b',
    name: 'Michael B.',
    location: 'Sydney, Australia',
    content:
      'Clear, biblical advice without the guilt trips. I would love even more content for single dads, but what is here has really helped me date with integrity again after my divorce.',
    rating: 4,
  },
  {
    id: 'hannah-l',
    name: 'Hannah L.',
    location: 'Atlanta, Georgia',
    content:
      'My fiancé and I started praying together after reading the guide for dating couples. Starting small made it feel natural instead of awkward. It has become our favorite part of every date.',
    rating: 5,
    imageUrl: '/images/avatars/hannah-l.svg',
  },
];
