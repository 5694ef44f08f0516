// The FAQ page's 10 built-in questions, written for the site's audience and grouped by the FAQ
// categories.
import type { FaqItem } from '@/domain/types';

export const FAQ_ITEMS: FaqItem[] = [
  {
    id: 'faq-1',
    category: 'Christian Dating',
    question: 'What makes Christian dating different from regular dating?',
    answer:
      'Christian dating puts Jesus at the center rather than treating romance as the goal in itself. It usually means dating with marriage as the honest horizon, choosing someone who shares your faith, keeping healthy boundaries and inviting your church community into the relationship. It is less about a set of rules and more about loving and honoring the other person as a son or daughter of God.',
  },
  {
    id: 'faq-2',
    category: 'Christian Dating',
    question: 'Is it okay for Christians to use online dating apps?',
    answer:
      'Yes, many faithful Christians have met their spouses online, and an app is simply one way of meeting people. What matters is using it with wisdom: be clear about your values, keep your identity rooted in Christ rather than in matches, and meet in public once you have built some trust. If an app starts to feel like a distraction or a source of anxiety, it is fine to take a break.',
  },
  {
    id: 'faq-3',
    category: 'App Reviews',
    question: 'How do you choose and rate the dating apps you review?',
    answer:
      'We look at how well each app serves Christian singles: faith-related profile features, the seriousness of its community, safety and verification tools, ease of use and value for money. Ratings reflect our own testing and reader feedback, and we list honest cons alongside the pros. Some links on our App Reviews page are affiliate links, which support the site at no extra cost to you, but they never decide a rating.',
  },
  {
    id: 'faq-4',
    category: 'Biblical Guidance',
    question: 'What does it mean to be "equally yoked"?',
    answer:
      'The phrase comes from 2 Corinthians 6:14, which uses the picture of two animals joined by a yoke to pull a plough together. Applied to marriage, it means marrying someone who shares your faith in Jesus so you are pulling in the same direction. It is not about being identical in spiritual maturity, but about sharing the same Lord and the same foundation for your life together.',
  },
  {
    id: 'faq-5',
    category: 'Biblical Guidance',
    question: 'How far is too far physically before marriage?',
    answer:
      'Scripture calls us to keep sexual intimacy for marriage (1 Thessalonians 4:3-5) and to treat one another "in all purity" (1 Timothy 5:2). Rather than looking for a line to stand as close to as possible, ask how you can honor God and the other person. Agree on clear boundaries together before you are in a tempting moment, and ask a trusted friend to help you keep them.',
  },
  {
    id: 'faq-6',
    category: 'Single Life',
    question: 'How can I be content while I am still single?',
    answer:
      'Contentment is something we learn, as Paul says in Philippians 4:11, not a feeling we switch on. It grows as you root your identity in Christ, invest in friendships and your church, and use the freedom of this season to serve. You can honestly long for marriage and still trust God with your story; both can be true at the same time.',
  },
  {
    id: 'faq-7',
    category: 'Prayer & Relationships',
    question: 'How should I pray for my future spouse?',
    answer:
      'Pray for their relationship with God, their character, their circumstances and their healing, and pray just as much for your own heart to be ready to love well. Praying Scripture, such as the fruit of the Spirit in Galatians 5:22-23, is a great place to start. Our free 30-Day Prayer Journal on the Resources page gives you a verse and a prompt for every day of the month.',
  },
  {
    id: 'faq-8',
    category: 'Marriage Preparation',
    question: 'When should we start premarital counseling?',
    answer:
      'Ideally, start soon after you get engaged, or even before if you are seriously considering marriage. Beginning early gives you time to work through important topics such as finances, family, conflict and intimacy without the pressure of wedding deadlines. Ask your pastor whether your church offers sessions, or see the courses we recommend on our Resources page.',
  },
  {
    id: 'faq-9',
    category: 'Safety & Trust',
    question: 'How can I stay safe when meeting someone from a dating app?',
    answer:
      'Always meet in a busy public place for the first few dates, arrange your own transport, and tell a friend where you are going and when you expect to be home. Never send money or share financial details, however convincing the story, and be cautious with anyone who avoids video calls or meeting in person. If something feels wrong, trust that instinct, leave, and report the profile to the app.',
  },
  {
    id: 'faq-10',
    category: 'Resources',
    question: 'Which books do you recommend for Christian singles and couples?',
    answer:
      'A few favorites are "Boundaries in Dating" by Henry Cloud and John Townsend, "The Meaning of Marriage" by Timothy Keller, and "Sacred Marriage" by Gary Thomas. You will find these, along with devotionals and courses, on our Resources page, where you can filter by type. If you are just starting out, our free prayer journal is a gentle first step.',
  },
];
