// Sample books, devotionals and courses for the seed script. Prices are editorial estimates.
// A price of exactly 'Free' renders a 'Download' button; no affiliateUrl renders 'Coming Soon'.
import { FREE_PRICE, PRAYER_JOURNAL_PATH } from '@/domain/constants';
import type { Resource } from '@/domain/types';

const amazonSearch = (query: string): string =>
  `https://www.amazon.com/s?k=${encodeURIComponent(query).replace(/%20/g, '+')}&tag=faithfulmatches-20`;

export const seedResources: Resource[] = [
  // Books
  {
    id: 'boundaries-in-dating',
    title: 'Boundaries in Dating',
    type: 'book',
    author: 'Henry Cloud & John Townsend',
    rating: 4.5,
    description:
      'A classic on building healthy, honest relationships. Cloud and Townsend show how clear boundaries protect your heart, help you spot unhealthy patterns and make room for love to grow.',
    price: '$16.99',
    affiliateUrl: amazonSearch('Boundaries in Dating Cloud Townsend'),
  },
  {
    id: 'the-meaning-of-marriage',
    title: 'The Meaning of Marriage',
    type: 'book',
    author: 'Timothy Keller with Kathy Keller',
    rating: 5,
    description:
      'A rich, gospel-centered look at what marriage is for. Written for married couples and singles alike, it explains marriage as a covenant of self-giving love that reflects Christ and the church.',
    price: '$17.99',
    affiliateUrl: amazonSearch('The Meaning of Marriage Timothy Keller'),
  },
  {
    id: 'sacred-marriage',
    title: 'Sacred Marriage',
    type: 'book',
    author: 'Gary Thomas',
    rating: 4.5,
    description:
      'Asks a life-changing question: what if God designed marriage to make us holy more than to make us happy? A thoughtful read for engaged couples and anyone preparing for marriage.',
    price: '$16.99',
    affiliateUrl: amazonSearch('Sacred Marriage Gary Thomas'),
  },
  {
    id: 'single-dating-engaged-married',
    title: 'Single, Dating, Engaged, Married',
    type: 'book',
    author: 'Ben Stuart',
    rating: 4.5,
    description:
      'A warm, practical guide to navigating each season of life and love with wisdom. Especially helpful for young adults who want to date with purpose and clarity.',
    price: '$15.99',
    affiliateUrl: amazonSearch('Single Dating Engaged Married Ben Stuart'),
  },
  // Devotionals
  {
    id: '30-day-prayer-journal',
    title: '30-Day Prayer Journal for Christian Singles',
    type: 'devotional',
    author: 'Faithful Matches Team',
    rating: 5,
    description:
      'Our free printable journal with a verse, a short reflection and a prayer prompt for every day of the month: praying for your future spouse, your own heart and the season you are in.',
    price: FREE_PRICE,
    affiliateUrl: PRAYER_JOURNAL_PATH,
  },
  {
    id: 'praying-for-your-future-husband',
    title: 'Praying for Your Future Husband',
    type: 'devotional',
    author: 'Robin Jones Gunn & Tricia Goyer',
    rating: 4.5,
    description:
      'Gentle, honest encouragement for women who want to pray for a future husband while growing in trust and contentment today. Each chapter closes with a prayer to make your own.',
    price: '$14.99',
    affiliateUrl: amazonSearch('Praying for Your Future Husband Gunn Goyer'),
  },
  {
    id: 'new-morning-mercies',
    title: 'New Morning Mercies',
    type: 'devotional',
    author: 'Paul David Tripp',
    rating: 5,
    description:
      'A daily gospel devotional with a short reading for every day of the year. Not about dating specifically, but a wonderful anchor for single and married believers alike.',
    price: '$19.99',
    affiliateUrl: amazonSearch('New Morning Mercies Paul David Tripp'),
  },
  {
    id: 'forty-days-of-courage-in-dating',
    title: '40 Days of Courage in Dating',
    type: 'devotional',
    author: 'Faithful Matches Team',
    rating: 0,
    description:
      'Our upcoming devotional for singles who feel stuck, anxious or discouraged about dating. Forty short readings on fear, trust, hope and taking faithful next steps.',
    price: '$9.99',
  },
  // Courses
  {
    id: 'prepare-enrich-assessment',
    title: 'Prepare/Enrich Premarital Assessment',
    type: 'course',
    author: 'Prepare/Enrich',
    rating: 4.5,
    description:
      'A widely used online assessment that helps engaged and dating couples discover their strengths and growth areas, followed by feedback sessions with a trained facilitator, often through your church.',
    price: '$35.00',
    affiliateUrl: 'https://www.prepare-enrich.com/?ref=faithfulmatches',
  },
  {
    id: 'the-art-of-marriage',
    title: 'The Art of Marriage',
    type: 'course',
    author: 'FamilyLife',
    rating: 4.5,
    description:
      "A video-based small group experience on God's design for marriage, covering communication, conflict, roles and intimacy. Ideal for engaged couples to go through with a mentor couple.",
    price: '$49.99',
    affiliateUrl: 'https://www.familylife.com/?ref=faithfulmatches',
  },
  {
    id: 'praying-together-couples-course',
    title: 'Praying Together: A 4-Week Course for Couples',
    type: 'course',
    author: 'Faithful Matches Team',
    rating: 4.5,
    description:
      'Four short video lessons with discussion guides to help dating and engaged couples build a simple, healthy habit of praying together.',
    price: '$19.99',
    affiliateUrl: 'https://faithfulmatches.com/courses/praying-together?ref=faithfulmatches',
  },
  {
    id: 'guarding-your-heart-course',
    title: 'Guarding Your Heart: Healthy Boundaries Course',
    type: 'course',
    author: 'Faithful Matches Team',
    rating: 0,
    description:
      'A self-paced course on emotional, physical and spiritual boundaries in dating, with worksheets and practical scripts for hard conversations. Launching soon.',
    price: '$29.00',
  },
];
