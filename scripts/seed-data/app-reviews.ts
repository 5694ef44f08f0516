// Sample dating-app reviews for the seed script. `pros` and `cons` are plain lists here, as
// Firestore stores them; the API JSON-encodes them into the AppReview shape.
// Member counts and prices are editorial estimates for sample data, not live figures.
import type { AppReview } from '@/domain/types';

export type SeedAppReview = Omit<AppReview, 'pros' | 'cons'> & { pros: string[]; cons: string[] };

export const seedAppReviews: SeedAppReview[] = [
  {
    id: 'upward-dating',
    name: 'Upward Dating',
    logoUrl: '/images/apps/upward-dating.svg',
    rating: 4.5,
    memberCount: '3M+',
    monthlyPrice: 'Free - $29.99',
    bestFor: 'Younger Christians who want a modern, swipe-style app built around faith',
    description:
      'Upward feels like the mainstream apps many younger singles already know, but it is built for Christians from the ground up. Profiles include denomination, church involvement and how important faith is to each person, so conversations can start with what matters most. The free tier is genuinely usable, and the paid tier mainly adds more likes and filters. Its verification and reporting tools are simple and responsive, which makes it our top pick for most Christian singles in their twenties and thirties.',
    affiliateUrl: 'https://www.upwardapp.com/?ref=faithfulmatches',
    pros: [
      'Faith-focused profile fields such as denomination and church attendance',
      'Clean, modern interface that is easy to use',
      'Useful free tier for trying it out',
      'Profile verification helps reduce fake accounts',
    ],
    cons: [
      'Smaller user base in rural areas',
      'Swipe-based design can encourage quick judgments',
      'Best filters require a subscription',
    ],
  },
  {
    id: 'christian-mingle',
    name: 'Christian Mingle',
    logoUrl: '/images/apps/christian-mingle.svg',
    rating: 4.5,
    memberCount: '15M+',
    monthlyPrice: '$24.99 - $49.99',
    bestFor: 'Serious daters looking for a long-term, faith-centered relationship',
    description:
      'Christian Mingle is one of the best-known Christian dating sites and has been connecting believers for more than two decades. Its detailed profiles and questions about faith encourage members who are thinking about marriage rather than casual dating. Free members can browse, but messaging requires a subscription, which tends to filter for people who are serious. It suits singles of all ages, especially those who prefer reading a full profile over quick swiping.',
    affiliateUrl: 'https://www.christianmingle.com/?ref=faithfulmatches',
    pros: [
      'Large, established community of Christian singles',
      'Detailed profiles with faith and values questions',
      'Paid messaging attracts marriage-minded members',
      'Good spread of ages, including singles over 40',
    ],
    cons: [
      'You need a subscription to send messages',
      'Some inactive profiles remain visible',
      'Interface feels dated next to newer apps',
    ],
  },
  {
    id: 'eharmony',
    name: 'eHarmony',
    logoUrl: '/images/apps/eharmony.svg',
    rating: 4.5,
    memberCount: '20M+',
    monthlyPrice: '$35.90 - $65.90',
    bestFor: 'Compatibility-focused singles who are comfortable on a general (not Christian-only) platform',
    description:
      'eHarmony is not a Christian app, but many believers use it because of its in-depth compatibility questionnaire and its focus on long-term relationships. You can indicate that faith is important to you and filter for matches who share it. The sign-up process takes time, which discourages casual users. Keep in mind that you will meet people with a wide range of beliefs, so be clear about your faith from the start and ask thoughtful questions.',
    affiliateUrl: 'https://www.eharmony.com/?ref=faithfulmatches',
    pros: [
      'Thorough compatibility questionnaire',
      'Strong focus on long-term, committed relationships',
      'Large member base across many countries',
      'Helpful guided conversation starters',
    ],
    cons: [
      'Not a Christian-only platform',
      'Among the more expensive options',
      'Long sign-up process',
      'Limited features without a subscription',
    ],
  },
  {
    id: 'christian-cafe',
    name: 'Christian Cafe',
    logoUrl: '/images/apps/christian-cafe.svg',
    rating: 4,
    memberCount: '500K+',
    monthlyPrice: '$14.95 - $34.95',
    bestFor: 'Singles who prefer a smaller, community-style site with real conversation',
    description:
      'Christian Cafe is a long-running site with a smaller but active and friendly community. It offers a free trial that includes messaging, so you can see whether the community suits you before paying. Members tend to write longer profiles and messages, and the forum-like features give it a warm, small-church feel. The trade-off is fewer members, especially outside the US, UK and Australia.',
    affiliateUrl: 'https://www.christiancafe.com/?ref=faithfulmatches',
    pros: [
      'Free trial includes full messaging',
      'Friendly, conversation-focused community',
      'Affordable subscription prices',
      'Active moderation and simple reporting tools',
    ],
    cons: ['Smaller member base', 'Website feels old-fashioned', 'Mobile experience is basic'],
  },
  {
    id: 'hinge',
    name: 'Hinge',
    logoUrl: '/images/apps/hinge.svg',
    rating: 4,
    memberCount: '30M+',
    monthlyPrice: 'Free - $49.99',
    bestFor: 'Christians in larger cities comfortable filtering a general app for faith',
    description:
      'Hinge markets itself as "designed to be deleted", and its prompt-based profiles make it easier to start real conversations than most mainstream apps. You can list your religion and set it as a preference, and many Christians in cities use it successfully. However, it is a general app, so you will need clear personal boundaries and discernment. We recommend it as a second app alongside a Christian-focused one rather than on its own.',
    affiliateUrl: 'https://hinge.co/?ref=faithfulmatches',
    pros: [
      'Very large, active user base',
      'Prompt-based profiles spark thoughtful conversations',
      'Religion can be shown on your profile and used as a filter',
      'Generous free version',
    ],
    cons: [
      'Not a faith-based app; values vary widely',
      'Easy to lose time scrolling',
      'Casual dating culture is common',
      'Fewer users in rural areas',
    ],
  },
];
