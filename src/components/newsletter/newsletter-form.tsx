import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type InputHTMLAttributes } from 'react';
import { Controller, useController, useForm, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { PostedResult, useSendWithToasts } from '@/components/form-result';
import { Field } from '@/components/ui/field';
import { PlainButton } from '@/components/ui/plain-button';
import { Paragraph } from '@/components/ui/text';
import { newsletterSchema } from '@/domain/schemas';
import { typedIntoServerForm, usePostedForm } from '@/lib/form-post';
import { ApiError } from '@/lib/api-client';
import { useHydrated } from '@/lib/use-hydrated';
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
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'placeholder'>;
  /** The server's message for this field, from the post this page answers. */
  postedError?: string;
}

/** A labelled input with its error line, the error tied to the input for screen readers. */
function NewsletterField({ control, name, id, label, input, postedError }: NewsletterFieldProps) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field id={id} label={label} error={fieldState.error?.message ?? postedError} size="large">
      {(wiring) => <input {...field} {...input} {...wiring} />}
    </Field>
  );
}

const fieldId = (formId: string, name: keyof FormInput) => `${formId}-${name}`;

/**
 * First name and email validated with the shared schema; a hidden honeypot catches bots. A real
 * form posting to its own page: until the app is live (or without scripts) the browser sends it
 * and the server answers with this page showing the outcome (a success by a redirect to it); once live, the app sends it.
 */
export default function NewsletterForm({ id }: { /** Prefix of the form's element ids. */ id: string }) {
  const subscribe = useSubscribe();
  // What the server answered to a post of this form, until the reader sends it again here.
  const { posted, shown: shownPost, formProps, nameField } = usePostedForm('newsletter');
  const [typed] = useState(() =>
    typedIntoServerForm({ firstName: fieldId(id, 'firstName'), email: fieldId(id, 'email') }),
  );
  const { control, handleSubmit, reset } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { ...EMPTY, ...posted?.values, ...typed },
  });

  const send = useSendWithToasts(NEWSLETTER_TEXT, subscribe.mutateAsync, {
    sent: () => reset(EMPTY),
    failed: (error) => (error instanceof ApiError ? error.serverMessage : null) ?? NEWSLETTER_TEXT.failureDetail,
  });
  const onSubmit = handleSubmit(send);

  const pending = subscribe.isPending;
  const live = useHydrated();

  return (
    <form
      // The page it is on (its query too), opening at the section: the answer shows the outcome there.
      {...formProps(onSubmit)}
      noValidate
      aria-label="Newsletter signup"
      // Marks the form the app has taken over: its module comes once the reader nears it, and until
      // then the browser sends the form itself (the tests of the app's toasts wait for the mark).
      data-live={live || undefined}
    >
      {nameField}
      <PostedResult posted={shownPost} text={NEWSLETTER_TEXT} />
      <NewsletterField
        control={control}
        name="firstName"
        id={fieldId(id, 'firstName')}
        label="First name"
        // The type is said, not left to the default: HTML_CodeSniffer (H98) takes a name's autocomplete only on
        // an input typed text, and counts an untyped one as an error.
        input={{ type: 'text', autoComplete: 'given-name', placeholder: 'Your first name' }}
        postedError={shownPost?.fields.firstName}
      />
      <NewsletterField
        control={control}
        name="email"
        id={fieldId(id, 'email')}
        label="Email address"
        input={{ type: 'email', inputMode: 'email', autoComplete: 'email', placeholder: 'you@example.com' }}
        postedError={shownPost?.fields.email}
      />
      {/* Honeypot: invisible to people and skipped by keyboard and screen readers; bots fill it. */}
      <div className="fm-visually-hidden" aria-hidden="true">
        <label htmlFor={fieldId(id, 'website')}>Leave this field empty</label>
        <Controller
          name="website"
          control={control}
          render={({ field }) => (
            <input {...field} value={field.value ?? ''} id={fieldId(id, 'website')} tabIndex={-1} autoComplete="off" />
          )}
        />
      </div>
      <PlainButton type="primary" htmlType="submit" size="large" block loading={pending} disabled={pending}>
        {pending ? 'Subscribing...' : 'Subscribe'}
      </PlainButton>
      <Paragraph type="secondary" style={{ margin: '12px 0 0', fontSize: 13 }}>
        We respect your inbox: no spam, and your email is never shared.
      </Paragraph>
    </form>
  );
}
