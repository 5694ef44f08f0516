// The testimonials' controls, an island of Home (src/site/islands/island-components.ts): previous,
// next and the dots, which move the server's track (./testimonial-track.tsx) where it stands. Its
// props are the slides' ids: the cards are the track's HTML, never hydrated.
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { Icon } from '@/components/ui/icon';
import { Flex } from '@/components/ui/flex';
import { startTransition, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import {
  clampStart,
  screenItemsPerView,
  slideAt,
  slideId,
  stepTargets,
  VIEW_QUERIES,
  VIEW_SIZES,
} from './carousel-window';
import { buttonClass, ButtonContent } from '@/components/ui/plain-button';
import './testimonials-carousel.css';

/** How long a scroll must have paused before the carousel reads where it stopped. */
const SCROLL_SETTLE_MS = 100;

interface StepLinkProps {
  label: string;
  icon: ReactNode;
  /** The id of the testimonial it leads to; none at the end. */
  target: string | undefined;
  /** The view size (cards per view) it is for: CSS shows the one that matches the screen. */
  view: number;
  onStep: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The round previous / next control under the cards: a link to the slide it brings into view, so
 * it moves the carousel before and without scripts too. At an end it leads nowhere and says so.
 * Its name is hidden text inside it, not an aria-label: a link without href (the disabled end) is
 * otherwise an empty anchor to HTML_CodeSniffer (H91.A.EmptyNoId), and both kinds name it alike.
 */
function StepLink({ label, icon, target, view, onStep }: StepLinkProps) {
  const className = `${buttonClass({ shape: 'circle', size: 'large' }, true)} fm-carousel__for-${view}`;
  const content = (
    <>
      <ButtonContent icon={icon} />
      <span className="fm-visually-hidden">{label}</span>
    </>
  );
  if (!target) {
    return (
      <a role="link" aria-disabled="true" className={`${className} fm-carousel__step--disabled`}>
        {content}
      </a>
    );
  }
  return (
    <a href={`#${slideId(target)}`} className={className} onClick={onStep}>
      {content}
    </a>
  );
}

/** Items per view on the reader's screen, asked at the moment of a press. */
const itemsPerViewNow = () => screenItemsPerView(window.matchMedia);

/**
 * Items per view on the reader's screen. The server cannot know the screen: the page is rendered,
 * and hydrated, for one, and the screen's number follows as a transition, which yields to the
 * reader. antd's Grid.useBreakpoint set it from a layout effect instead, so every testimonial was
 * rendered again synchronously inside hydration's own commit: 198 ms of a 523 ms task on a phone
 * (bench:trace, docs/measurements.md), and antd's responsive observer in every page's scripts.
 */
function useItemsPerView(): number {
  const [perView, setPerView] = useState(1);
  useEffect(() => {
    const queries = Object.values(VIEW_QUERIES).map((query) => window.matchMedia(query));
    const update = () => startTransition(() => setPerView(itemsPerViewNow()));
    update();
    for (const query of queries) query.addEventListener('change', update);
    return () => {
      for (const query of queries) query.removeEventListener('change', update);
    };
  }, []);
  return perView;
}

/**
 * The testimonials' controls (the 'testimonials' island) under the server's track (`trackId`):
 * previous/next and the dots are links to slide ids, which the browser scrolls to before and
 * without scripts. Once live they take those presses (a smooth scroll of the track alone, no jump of
 * the page, no '#' in the address) and follow swipes, keeping previous/next and the dots in step.
 */
export function TestimonialSlides({ trackId, ids }: { trackId: string; ids: string[] }) {
  const perView = useItemsPerView();
  const [requestedStart, setRequestedStart] = useState(0);

  const total = ids.length;
  // Clamped on every render so a wider screen never leaves a half-empty last page.
  const start = clampStart(requestedStart, perView, total);
  const shown = Math.min(perView, total);
  // The server cannot know the screen: previous/next come once per view size, and CSS shows the
  // pair for the screen's, so the browser's own jump moves a whole page before the app runs too.
  const steps = VIEW_SIZES.map((view) => {
    const { previous, next } = stepTargets(start, view, total);
    return {
      view,
      previous: previous === undefined ? undefined : ids[previous],
      next: next === undefined ? undefined : ids[next],
    };
  });

  // A swipe or a scroll of the track (or the browser following a link before the app ran) moves
  // the slides itself: once it settles, the carousel reads where it stopped.
  useEffect(() => {
    const element = document.getElementById(trackId);
    if (!element) return;
    let timer: number | undefined;
    const settle = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const offsets = [...element.children].map((slide) => (slide as HTMLElement).offsetLeft);
        setRequestedStart(slideAt(offsets, element.scrollLeft));
      }, SCROLL_SETTLE_MS);
    };
    // A link followed before the app ran has scrolled it already.
    if (element.scrollLeft > 0) settle();
    element.addEventListener('scroll', settle, { passive: true });
    return () => {
      window.clearTimeout(timer);
      element.removeEventListener('scroll', settle);
    };
  }, [trackId, total]);

  /** Brings the slide a link points at to the track's start (the browser's own jump would move the page too). */
  const goTo = (event: MouseEvent<HTMLAnchorElement>, index: number, view = itemsPerViewNow()) => {
    event.preventDefault();
    const target = clampStart(index, view, total);
    setRequestedStart(target);
    const element = document.getElementById(trackId);
    const slide = element?.children[target] as HTMLElement | undefined;
    if (!element || !slide) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    element.scrollTo?.({ left: slide.offsetLeft, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  /** One direction's previous/next links, one per view size. */
  const stepLinks = (direction: 'previous' | 'next') =>
    steps.map((step) => (
      <StepLink
        key={step.view}
        view={step.view}
        label={direction === 'previous' ? 'Previous testimonials' : 'Next testimonials'}
        icon={direction === 'previous' ? <Icon svg={LeftOutlined} /> : <Icon svg={RightOutlined} />}
        target={step[direction]}
        onStep={(event) => {
          // The screen's number, not the render's: a press held from before the app ran comes
          // before the transition that sets it.
          const view = itemsPerViewNow();
          goTo(event, direction === 'previous' ? start - view : start + view, view);
        }}
      />
    ));

  return (
    <>
      <p className="fm-visually-hidden" aria-live="polite">
        {`Showing ${start + 1} to ${start + shown} of ${total}`}
      </p>
      <Flex justify="center" align="center" gap={12} style={{ marginTop: 24 }}>
        {stepLinks('previous')}
        <Flex wrap justify="center" gap={4}>
          {ids.map((id, index) => (
            <a
              key={id}
              href={`#${slideId(id)}`}
              aria-label={`Testimonial ${index + 1} of ${total}`}
              aria-current={index === start ? 'true' : undefined}
              className={
                index >= start && index < start + shown
                  ? 'fm-carousel__dot fm-carousel__dot--shown'
                  : 'fm-carousel__dot'
              }
              onClick={(event) => goTo(event, index)}
            />
          ))}
        </Flex>
        {stepLinks('next')}
      </Flex>
    </>
  );
}
