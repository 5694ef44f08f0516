import { CheckCircleFilled, GiftOutlined, StarFilled, TeamOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Col, Flex, Form, Input, Row, Typography } from 'antd';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { NEWSLETTER_ANCHOR } from '@/components/layout/scroll-to-id';
import { NEWSLETTER_MEMBERS_CLAIM, NEWSLETTER_RATING_CLAIM } from '@/domain/constants';
import { newsletterSchema } from '@/domain/schemas';
import { ApiError } from '@/lib/api-client';
import { useNotify } from '@/lib/notify';
import { useSubscribe } from './api/subscribe';
import './newsletter-section.css';

type FormInput = z.input<typeof newsletterSchema>;
type FormOutput = z.output<typeof newsletterSchema>;

const EMPTY: FormInput = { firstName: '', email: '', website: '' };

export const NEWSLETTER_TEXT = {
  success: 'Successfully subscribed! 🎉',
  successDetail: 'Check your email for your free prayer journal download link.',
  failure: 'Subscription failed',
  failureFallback: 'Something went wrong. Please try again.',
} as const;

/** The newsletter signup (spec sections 2, 4, 5 and 8); anchored as #newsletter for the header button. */
export function NewsletterSection() {
  const id = useId();
  const notify = useNotify();
  const subscribe = useSubscribe();
  const { control, handleSubmit, reset } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await subscribe.mutateAsync(values);
      notify.success(NEWSLETTER_TEXT.success, NEWSLETTER_TEXT.successDetail);
      reset(EMPTY);
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : null;
      notify.error(NEWSLETTER_TEXT.failure, message ?? NEWSLETTER_TEXT.failureFallback);
    }
  });

  const pending = subscribe.isPending;

  return (
    <section id={NEWSLETTER_ANCHOR} aria-labelledby={`${id}-title`} className="fm-newsletter" tabIndex={-1}>
      <Row gutter={[32, 32]} align="middle" className="fm-newsletter__inner">
        <Col xs={24} lg={12}>
          <Flex vertical gap={12}>
            <Typography.Text className="fm-newsletter__eyebrow">
              <GiftOutlined aria-hidden /> Free 30-Day Prayer Journal
            </Typography.Text>
            <h2 id={`${id}-title`} className="fm-newsletter__title">
              Get Your Free 30-Day Prayer Journal
            </h2>
            <p className="fm-newsletter__lead">
              Subscribe to our newsletter for weekly biblical dating advice, honest app reviews and encouragement for
              your single season. You'll receive our free 30-day prayer journal (PDF) as a welcome gift.
            </p>
            <ul className="fm-newsletter__claims">
              <li>
                <TeamOutlined aria-hidden /> Join {NEWSLETTER_MEMBERS_CLAIM} members
              </li>
              <li>
                <StarFilled aria-hidden /> Rated {NEWSLETTER_RATING_CLAIM} by our readers
              </li>
              <li>
                <CheckCircleFilled aria-hidden /> Unsubscribe anytime
              </li>
            </ul>
          </Flex>
        </Col>
        <Col xs={24} lg={12}>
          <Card>
            <Form layout="vertical" component={false}>
              <form onSubmit={onSubmit} noValidate aria-label="Newsletter signup">
                <Controller
                  name="firstName"
                  control={control}
                  render={({ field, fieldState }) => (
                    <Form.Item
                      label="First name"
                      htmlFor={`${id}-first-name`}
                      validateStatus={fieldState.error ? 'error' : undefined}
                      help={fieldState.error && <span id={`${id}-first-name-error`}>{fieldState.error.message}</span>}
                    >
                      <Input
                        {...field}
                        id={`${id}-first-name`}
                        autoComplete="given-name"
                        placeholder="Your first name"
                        size="large"
                        aria-invalid={fieldState.error ? true : undefined}
                        aria-describedby={fieldState.error ? `${id}-first-name-error` : undefined}
                      />
                    </Form.Item>
                  )}
                />
                <Controller
                  name="email"
                  control={control}
                  render={({ field, fieldState }) => (
                    <Form.Item
                      label="Email address"
                      htmlFor={`${id}-email`}
                      validateStatus={fieldState.error ? 'error' : undefined}
                      help={fieldState.error && <span id={`${id}-email-error`}>{fieldState.error.message}</span>}
                    >
                      <Input
                        {...field}
                        id={`${id}-email`}
                        type="email"
                        inputMode="email"
                        autoComplete="email"
                        placeholder="you@example.com"
                        size="large"
                        aria-invalid={fieldState.error ? true : undefined}
                        aria-describedby={fieldState.error ? `${id}-email-error` : undefined}
                      />
                    </Form.Item>
                  )}
                />
                {/* Honeypot: invisible to people and skipped by keyboard and screen readers; bots fill it. */}
                <div className="fm-visually-hidden" aria-hidden="true">
                  <label htmlFor={`${id}-website`}>Leave this field empty</label>
                  <Controller
                    name="website"
                    control={control}
                    render={({ field }) => (
                      <input {...field} value={field.value ?? ''} id={`${id}-website`} tabIndex={-1} autoComplete="off" />
                    )}
                  />
                </div>
                <Button type="primary" htmlType="submit" size="large" block loading={pending} disabled={pending}>
                  {pending ? 'Subscribing...' : 'Subscribe'}
                </Button>
                <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0', fontSize: 13 }}>
                  We respect your inbox: no spam, and your email is never shared.
                </Typography.Paragraph>
              </form>
            </Form>
          </Card>
        </Col>
      </Row>
    </section>
  );
}
