// Writes public/downloads/30-day-prayer-journal.pdf: the free journal the newsletter promises.
// A hand-written PDF (standard Helvetica fonts, no embedded files, no dependencies), so it
// can be regenerated anywhere: `npx tsx scripts/make-prayer-journal.ts`. Scripture is from
// the King James Version (public domain).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { BRAND } from '../src/domain/constants';

const OUT = fileURLToPath(new URL('../public/downloads/30-day-prayer-journal.pdf', import.meta.url));

interface Day {
  theme: string;
  verse: string;
  reference: string;
  prompt: string;
}

const DAYS: Day[] = [
  {
    theme: 'Guarding Your Heart',
    reference: 'Proverbs 4:23',
    verse: 'Keep thy heart with all diligence; for out of it are the issues of life.',
    prompt:
      'What has been shaping your heart lately? Ask God to show you what to guard it from, and what to open it to.',
  },
  {
    theme: 'His Plans for You',
    reference: 'Jeremiah 29:11',
    verse:
      'For I know the thoughts that I think toward you, saith the LORD, thoughts of peace, and not of evil, to give you an expected end.',
    prompt:
      'Write down one fear about your future. Then write a prayer handing that fear to the One who holds your future.',
  },
  {
    theme: 'The Desires of Your Heart',
    reference: 'Psalm 37:4',
    verse: 'Delight thyself also in the LORD: and he shall give thee the desires of thine heart.',
    prompt: 'What does delighting in God look like for you this week? List three ways to enjoy His presence today.',
  },
  {
    theme: 'Trusting His Direction',
    reference: 'Proverbs 3:5-6',
    verse:
      'Trust in the LORD with all thine heart; and lean not unto thine own understanding. In all thy ways acknowledge him, and he shall direct thy paths.',
    prompt: 'Where are you leaning on your own understanding in relationships? Pray for a path you cannot yet see.',
  },
  {
    theme: 'Anxious for Nothing',
    reference: 'Philippians 4:6',
    verse:
      'Be careful for nothing; but in every thing by prayer and supplication with thanksgiving let your requests be made known unto God.',
    prompt: "Name today's worries one by one, and beside each one write something you are thankful for.",
  },
  {
    theme: 'Waiting Well',
    reference: 'Isaiah 40:31',
    verse:
      'But they that wait upon the LORD shall renew their strength; they shall mount up with wings as eagles; they shall run, and not be weary; and they shall walk, and not faint.',
    prompt: 'How can this season of waiting become a season of growing? Ask God to renew your strength for it.',
  },
  {
    theme: 'What Love Is',
    reference: '1 Corinthians 13:4',
    verse: 'Charity suffereth long, and is kind; charity envieth not; charity vaunteth not itself, is not puffed up.',
    prompt:
      'Which of these marks of love comes hardest to you? Pray for it to grow in you before you look for it in another.',
  },
  {
    theme: 'Equally Yoked',
    reference: '2 Corinthians 6:14',
    verse:
      'Be ye not unequally yoked together with unbelievers: for what fellowship hath righteousness with unrighteousness?',
    prompt: 'Write the non-negotiables of faith you hope to share with a future spouse, and why each one matters.',
  },
  {
    theme: 'Be Still',
    reference: 'Psalm 46:10',
    verse: 'Be still, and know that I am God.',
    prompt: 'Spend five quiet minutes without your phone. Afterwards, write what rose to the surface in the stillness.',
  },
  {
    theme: 'First Things First',
    reference: 'Matthew 6:33',
    verse: 'But seek ye first the kingdom of God, and his righteousness; and all these things shall be added unto you.',
    prompt: 'What would seeking God first change about your calendar this week? Choose one practical step.',
  },
  {
    theme: 'Two Are Better',
    reference: 'Ecclesiastes 4:9',
    verse: 'Two are better than one; because they have a good reward for their labour.',
    prompt: 'Thank God for the friendships that already carry you. Pray by name for the people who walk with you now.',
  },
  {
    theme: 'A Threefold Cord',
    reference: 'Ecclesiastes 4:12',
    verse: 'And if one prevail against him, two shall withstand him; and a threefold cord is not quickly broken.',
    prompt:
      'Picture a relationship with Christ at its centre. What would that look like in ordinary, everyday moments?',
  },
  {
    theme: 'Kindness and Forgiveness',
    reference: 'Ephesians 4:32',
    verse:
      "And be ye kind one to another, tenderhearted, forgiving one another, even as God for Christ's sake hath forgiven you.",
    prompt: 'Is there an old hurt from a past relationship you still carry? Write a prayer of release.',
  },
  {
    theme: 'The Bond of Love',
    reference: 'Colossians 3:14',
    verse: 'And above all these things put on charity, which is the bond of perfectness.',
    prompt: 'How can you put on love today, towards family, friends, even strangers? Plan one concrete act.',
  },
  {
    theme: 'Loved First',
    reference: '1 John 4:19',
    verse: 'We love him, because he first loved us.',
    prompt: 'Write a letter to God about the ways you have felt His love, even in the lonely seasons.',
  },
  {
    theme: 'Wonderfully Made',
    reference: 'Psalm 139:14',
    verse:
      'I will praise thee; for I am fearfully and wonderfully made: marvellous are thy works; and that my soul knoweth right well.',
    prompt:
      'List five things God has woven into who you are. Thank Him for each, without comparing yourself to anyone.',
  },
  {
    theme: 'A Renewed Mind',
    reference: 'Romans 12:2',
    verse:
      'And be not conformed to this world: but be ye transformed by the renewing of your mind, that ye may prove what is that good, and acceptable, and perfect, will of God.',
    prompt: "Which of the world's ideas about dating have crept into your thinking? Ask God to renew your mind.",
  },
  {
    theme: 'The Fruit of the Spirit',
    reference: 'Galatians 5:22-23',
    verse:
      'But the fruit of the Spirit is love, joy, peace, longsuffering, gentleness, goodness, faith, meekness, temperance: against such there is no law.',
    prompt: 'Pick one fruit to focus on this week. Where could it grow in your conversations and choices?',
  },
  {
    theme: 'Pray Without Ceasing',
    reference: '1 Thessalonians 5:17',
    verse: 'Pray without ceasing.',
    prompt: 'Set three moments in today to pause and pray, even for a single sentence. Note how each one went.',
  },
  {
    theme: 'Asking for Wisdom',
    reference: 'James 1:5',
    verse:
      'If any of you lack wisdom, let him ask of God, that giveth to all men liberally, and upbraideth not; and it shall be given him.',
    prompt: 'What decision about relationships needs wisdom right now? Ask plainly, and write what you sense.',
  },
  {
    theme: 'Good Courage',
    reference: 'Psalm 27:14',
    verse: 'Wait on the LORD: be of good courage, and he shall strengthen thine heart: wait, I say, on the LORD.',
    prompt: 'Where do you need courage: to wait, to speak, or to step forward? Pray for it by name.',
  },
  {
    theme: 'Beauty That Lasts',
    reference: 'Proverbs 31:30',
    verse: 'Favour is deceitful, and beauty is vain: but a woman that feareth the LORD, she shall be praised.',
    prompt: 'What lasting qualities do you admire in godly couples you know? Pray to grow in those same qualities.',
  },
  {
    theme: 'Honouring God With Your Body',
    reference: '1 Corinthians 6:19',
    verse:
      'What? know ye not that your body is the temple of the Holy Ghost which is in you, which ye have of God, and ye are not your own?',
    prompt: 'Write down the boundaries you want to keep, and pray for the strength and the friends to help keep them.',
  },
  {
    theme: 'New Every Morning',
    reference: 'Lamentations 3:22-23',
    verse:
      "It is of the LORD's mercies that we are not consumed, because his compassions fail not. They are new every morning: great is thy faithfulness.",
    prompt: "What from yesterday do you need to leave behind? Receive today's fresh mercy and write about it.",
  },
  {
    theme: 'All Things for Good',
    reference: 'Romans 8:28',
    verse:
      'And we know that all things work together for good to them that love God, to them who are the called according to his purpose.',
    prompt: 'Recall a disappointment God later used for good. How does that memory speak into what you face now?',
  },
  {
    theme: 'Do Not Fear',
    reference: 'Isaiah 41:10',
    verse:
      'Fear thou not; for I am with thee: be not dismayed; for I am thy God: I will strengthen thee; yea, I will help thee.',
    prompt: 'Name a fear about being single, or about marriage. Read the verse aloud over it, then pray.',
  },
  {
    theme: 'Walking Humbly',
    reference: 'Micah 6:8',
    verse:
      'He hath shewed thee, O man, what is good; and what doth the LORD require of thee, but to do justly, and to love mercy, and to walk humbly with thy God?',
    prompt: 'How can you do justly and love mercy in how you treat the people you meet and date?',
  },
  {
    theme: 'In His Timing',
    reference: 'Song of Solomon 2:7',
    verse:
      'I charge you, O ye daughters of Jerusalem, by the roes, and by the hinds of the field, that ye stir not up, nor awake my love, till he please.',
    prompt: 'Where are you tempted to rush? Write a prayer surrendering your timeline to His.',
  },
  {
    theme: 'Faithful Commitment',
    reference: 'Ruth 1:16',
    verse:
      'Whither thou goest, I will go; and where thou lodgest, I will lodge: thy people shall be my people, and thy God my God.',
    prompt: 'What does faithful commitment look like before marriage: to God, to family, to friends? Reflect and pray.',
  },
  {
    theme: 'A Blessing for the Road',
    reference: 'Numbers 6:24-26',
    verse:
      'The LORD bless thee, and keep thee: The LORD make his face shine upon thee, and be gracious unto thee: The LORD lift up his countenance upon thee, and give thee peace.',
    prompt: 'Look back over these thirty days. Write what God has shown you, and pray this blessing over your future.',
  },
];

// Helvetica advance widths (per 1000 em) for ASCII 32..126, from the standard AFM metrics.
// Helvetica-Oblique shares them; Helvetica-Bold is measured with a small allowance.
const WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];

type Font = 'F1' | 'F2' | 'F3'; // regular, bold, oblique

function textWidth(text: string, size: number, font: Font): number {
  let units = 0;
  for (const char of text) units += WIDTHS[char.charCodeAt(0) - 32] ?? 556;
  return (units * size * (font === 'F2' ? 1.06 : 1)) / 1000;
}

function wrap(text: string, size: number, font: Font, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, font) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const escapePdf = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

// Page geometry: US Letter, 1 inch = 72 pt.
const W = 612;
const H = 792;
const MARGIN = 64;
const PLUM = '0.357 0.184 0.427';
const ROSE = '0.969 0.914 0.937';
const INK = '0.16 0.16 0.2';
const MUTED = '0.42 0.42 0.48';

class Page {
  private ops: string[] = [];

  text(x: number, y: number, text: string, size: number, font: Font = 'F1', color = INK) {
    this.ops.push(`BT /${font} ${size} Tf ${color} rg ${x.toFixed(2)} ${y.toFixed(2)} Td (${escapePdf(text)}) Tj ET`);
  }

  centred(y: number, text: string, size: number, font: Font = 'F1', color = INK) {
    this.text((W - textWidth(text, size, font)) / 2, y, text, size, font, color);
  }

  /** Wrapped paragraph; returns the y below it. */
  paragraph(x: number, y: number, text: string, size: number, width: number, font: Font = 'F1', color = INK) {
    const leading = size * 1.45;
    for (const line of wrap(text, size, font, width)) {
      this.text(x, y, line, size, font, color);
      y -= leading;
    }
    return y;
  }

  rect(x: number, y: number, w: number, h: number, fill: string) {
    this.ops.push(`${fill} rg ${x} ${y} ${w} ${h} re f`);
  }

  line(x1: number, y1: number, x2: number, y2: number, color = '0.82 0.8 0.86', width = 0.6) {
    this.ops.push(`${color} RG ${width} w ${x1} ${y1} m ${x2} ${y2} l S`);
  }

  footer(label: string) {
    this.line(MARGIN, 48, W - MARGIN, 48, '0.88 0.86 0.9', 0.5);
    this.text(MARGIN, 34, `${BRAND}  |  30-Day Prayer Journal`, 8.5, 'F1', MUTED);
    this.text(W - MARGIN - textWidth(label, 8.5, 'F1'), 34, label, 8.5, 'F1', MUTED);
  }

  content(): string {
    return this.ops.join('\n');
  }
}

function coverPage(): Page {
  const page = new Page();
  page.rect(0, 0, W, H, ROSE);
  page.rect(0, H - 250, W, 250, PLUM);
  page.centred(H - 120, BRAND.toUpperCase(), 13, 'F2', '1 1 1');
  page.centred(H - 175, '30-Day Prayer Journal', 34, 'F2', '1 1 1');
  page.centred(H - 210, 'for Christian singles', 15, 'F3', '0.93 0.88 0.95');
  let y = H - 320;
  const intro = [
    'Welcome. This journal is a gift for the season you are in: thirty days of scripture, reflection and prayer',
    'about your heart, your singleness and the relationships God may have ahead of you.',
  ].join(' ');
  y = page.paragraph(MARGIN + 20, y, intro, 12.5, W - 2 * MARGIN - 40, 'F1', INK);
  y -= 18;
  page.text(MARGIN + 20, y, 'How to use it', 14, 'F2', PLUM);
  y -= 26;
  const steps = [
    'Set aside ten quiet minutes each day, ideally at the same time.',
    'Read the verse slowly, twice. Notice the word or phrase that stays with you.',
    'Answer the reflection prompt honestly; nobody else needs to read it.',
    'Close by writing a short prayer in your own words.',
    'Missed a day? Pick up where you left off. Grace, not guilt.',
  ];
  steps.forEach((step, index) => {
    page.text(MARGIN + 20, y, `${index + 1}.`, 12, 'F2', PLUM);
    y = page.paragraph(MARGIN + 42, y, step, 12, W - 2 * MARGIN - 62) - 6;
  });
  y -= 20;
  page.paragraph(
    MARGIN + 20,
    y,
    'Scripture quotations are from the King James Version (public domain).',
    9.5,
    W - 2 * MARGIN - 40,
    'F3',
    MUTED,
  );
  page.centred(90, 'Honoring God in every connection.', 12, 'F3', PLUM);
  return page;
}

function dayPage(day: Day, index: number): Page {
  const page = new Page();
  const width = W - 2 * MARGIN;
  page.rect(0, H - 8, W, 8, PLUM);
  page.text(MARGIN, H - 70, `DAY ${index + 1}`, 12, 'F2', PLUM);
  page.text(MARGIN, H - 102, day.theme, 24, 'F2', INK);

  // The verse in a tinted panel sized to its text.
  const verseLines = wrap(`"${day.verse}"`, 13, 'F3', width - 40);
  const panelHeight = verseLines.length * 13 * 1.45 + 52;
  const panelTop = H - 128;
  page.rect(MARGIN, panelTop - panelHeight, width, panelHeight, ROSE);
  page.rect(MARGIN, panelTop - panelHeight, 4, panelHeight, PLUM);
  let y = page.paragraph(MARGIN + 20, panelTop - 28, `"${day.verse}"`, 13, width - 40, 'F3', INK);
  page.text(MARGIN + width - 20 - textWidth(day.reference, 11, 'F2'), y - 2, day.reference, 11, 'F2', PLUM);

  y = panelTop - panelHeight - 34;
  page.text(MARGIN, y, 'Reflect', 13, 'F2', PLUM);
  y = page.paragraph(MARGIN, y - 22, day.prompt, 12, width);
  for (let i = 0; i < 6; i += 1) {
    y -= 26;
    page.line(MARGIN, y, W - MARGIN, y);
  }
  y -= 40;
  page.text(MARGIN, y, 'My prayer', 13, 'F2', PLUM);
  y -= 8;
  while (y - 26 > 70) {
    y -= 26;
    page.line(MARGIN, y, W - MARGIN, y);
  }
  page.footer(`Day ${index + 1} of ${DAYS.length}`);
  return page;
}

function closingPage(): Page {
  const page = new Page();
  page.rect(0, H - 8, W, 8, PLUM);
  page.text(MARGIN, H - 90, 'Looking back', 24, 'F2', INK);
  let y = page.paragraph(
    MARGIN,
    H - 125,
    'You have spent thirty days bringing your heart to God. Take a few minutes to notice what changed: in your prayers, your hopes and your peace.',
    12,
    W - 2 * MARGIN,
  );
  for (const heading of ['What God showed me', 'Verses I want to keep close', 'My prayer for the season ahead']) {
    y -= 30;
    page.text(MARGIN, y, heading, 13, 'F2', PLUM);
    y -= 6;
    for (let i = 0; i < 5; i += 1) {
      y -= 26;
      page.line(MARGIN, y, W - MARGIN, y);
    }
  }
  page.footer('With love and prayers');
  return page;
}

function buildPdf(pages: Page[]): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 0; // 1-based object number = length after push
  const streams: Uint8Array[] = [];

  // 1: catalog, 2: pages, 3-5: fonts, then per page a page object and a content stream.
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add('PAGES');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Oblique /Encoding /WinAnsiEncoding >>');
  const pageRefs: number[] = [];
  for (const page of pages) {
    const contentNumber = objects.length + 2;
    const pageNumber = add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents ${contentNumber} 0 R >>`,
    );
    pageRefs.push(pageNumber);
    const compressed = deflateSync(Buffer.from(page.content(), 'latin1'));
    streams[contentNumber] = compressed;
    add(`<< /Length ${compressed.length} /Filter /FlateDecode >>`);
  }
  objects[1] = `<< /Type /Pages /Kids [${pageRefs.map((n) => `${n} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  const info = add(
    `<< /Title (30-Day Prayer Journal) /Author (${escapePdf(BRAND)}) /Subject (Thirty days of scripture, reflection and prayer for Christian singles) /Producer (scripts/make-prayer-journal.ts) >>`,
  );

  const chunks: Uint8Array[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    const number = index + 1;
    offsets[number] = offset;
    const parts: Uint8Array[] = [Buffer.from(`${number} 0 obj\n${body}\n`, 'latin1')];
    const stream = streams[number];
    if (stream) parts.push(Buffer.from('stream\n', 'latin1'), stream, Buffer.from('\nendstream\n', 'latin1'));
    parts.push(Buffer.from('endobj\n', 'latin1'));
    for (const part of parts) {
      chunks.push(part);
      offset += part.length;
    }
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.slice(1).map((value) => `${String(value).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

if (DAYS.length !== 30) throw new Error(`expected 30 days, have ${DAYS.length}`);
const pdf = buildPdf([coverPage(), ...DAYS.map(dayPage), closingPage()]);
mkdirSync(fileURLToPath(new URL('../public/downloads/', import.meta.url)), { recursive: true });
writeFileSync(OUT, pdf);
console.log(`wrote ${OUT} (${pdf.length} bytes, ${DAYS.length + 2} pages)`);
