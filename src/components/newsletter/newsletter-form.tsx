import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Input, type InputProps } from 'antd';
import { useId } from 'react';
import { Controller, useController, useForm, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { Paragraph } from '@/components/ui/text';
import { newsletterSchema } from '@/domain/schemas';
import { ApiError } from '@/lib/api-client';
import { useNotify } from '@/components/ui/toast/notify';
import { useSubscribe } from './api/subscribe';
import { NEWSLETTER_TEXT } from './newsletter-text';

type FormInput = z.input<typeof newsletterSchema>;
type FormOutput = z.output<typeof newsletterSchema>;

const EMPTY: FormInput = { firstName: '', email: '', website: '' };

interface NewsletterFieldProps {
  control: Control<FormInput>;
  name: 'firstName' | 'email';
  id: string;
  label: string;
  /** The input's own attributes, beyond the field's value and its error wiring. */
  input: Pick<InputProps, 'type' | 'inputMode' | 'autoComplete' | 'placeholder'>;
}

/** A labelled input with its error line, the error tied to the input for screen readers. */
function NewsletterField({ control, name, id, label, input }: NewsletterFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error;
  const errorId = `${id}-error`;
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error && <span id={errorId}>{error.message}</span>}
    >
      <Input
        {...field}
        id={id}
        {...input}
        size="large"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
    </Form.Item>
  );
}

/** First name and email validated with the shared schema; a hidden honeypot catches bots. */
export default function NewsletterForm() {
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
    <Form layout="vertical" component={false}>
      <form onSubmit={onSubmit} noValidate aria-label="Newsletter signup">
        <NewsletterField
          control={control}
          name="firstName"
          id={`${id}-first-name`}
          label="First name"
          input={{ autoComplete: 'given-name', placeholder: 'Your first name' }}
        />
        <NewsletterField
          control={control}
          name="email"
          id={`${id}-email`}
          label="Email address"
          input={{ type: 'email', inputMode: 'email', autoComplete: 'email', placeholder: 'you@example.com' }}
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
        <Paragraph type="secondary" style={{ margin: '12px 0 0', fontSize: 13 }}>
          We respect your inbox: no spam, and your email is never shared.
        </Paragraph>
      </form>
    </Form>
  );
}
