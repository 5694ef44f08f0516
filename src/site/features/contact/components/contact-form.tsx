import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import { Icon } from '@/components/ui/icon';
import { useEffect, useState, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { PostedResult, useSendWithToasts } from '@/components/form-result';
import { Field } from '@/components/ui/field';
import { PlainButton } from '@/components/ui/plain-button';
import { env } from '@/config/env';
import { CONTACT_RESPONSE_TIME } from '@/domain/constants';
import { POSTED_FORM_ANCHORS } from '@/domain/form-post';
import type { ContactInput } from '@/domain/schemas';
import { typedIntoServerForm, usePostedForm } from '@/lib/form-post';
import { useHydrated } from '@/lib/use-hydrated';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '', website: '' };
const FIELDS = ['name', 'email', 'subject', 'message'] as const;
/** Each visible field's element id. */
const FIELD_IDS: Readonly<Record<(typeof FIELDS)[number], string>> = {
  name: 'contact-name',
  email: 'contact-email',
  subject: 'contact-subject',
  message: 'contact-message',
};

/** The form's anchor: the answer to a post the browser sent itself opens at the form. */
const CONTACT_FORM_ID = POSTED_FORM_ANCHORS.contact;

/** What the toasts say, and a posted form's answer shows in the page. */
const CONTACT_TEXT = {
  success: 'Message sent successfully!',
  successDetail: `We'll get back to you within ${CONTACT_RESPONSE_TIME}.`,
  failure: 'Error sending message',
  failureDetail: `Please try again, or email us directly at ${env.supportEmail}.`,
} as const;

/**
 * zod and the resolver (about 26 KB gzip) are not needed to draw the form, nor by a
 * visitor who only reads the page: the module starts loading when the person first
 * focuses a field, seconds before a submit needs it, and validation waits for it (the
 * browser imports a module once, so later calls resolve at once). Loading it with the
 * page put Contact over its script budget.
 */
const loadResolver = () => import('./contact-resolver').then((module) => module.contactResolver);
const resolver: Resolver<ContactInput> = async (values, context, options) =>
  (await loadResolver())(values, context, options);

/** Visually hidden but not display:none, which some bots skip; people and screen readers never meet it. */
const honeypotStyle = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
} as const;

/** The attributes a field's control carries besides its value, id and error wiring, in the order they are written. */
type ControlAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'required' | 'autoComplete' | 'placeholder'
> &
  Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows'>;

/** The visible fields, in order; the message is a textarea. */
const CONTACT_FIELDS: ReadonlyArray<{
  name: (typeof FIELDS)[number];
  label: string;
  multiline?: boolean;
  attributes: ControlAttributes;
}> = [
  {
    name: 'name',
    label: 'Name *',
    // The type is said, not left to the default: HTML_CodeSniffer (H98) takes a name's autocomplete
    // only on an input typed text, and counts an untyped one as an error.
    attributes: { type: 'text', required: true, autoComplete: 'name', placeholder: 'Your name' },
  },
  {
    name: 'email',
    label: 'Email *',
    attributes: { type: 'email', required: true, autoComplete: 'email', placeholder: 'you@example.com' },
  },
  { name: 'subject', label: 'Subject *', attributes: { required: true, placeholder: 'What is your message about?' } },
  {
    name: 'message',
    label: 'Message *',
    multiline: true,
    attributes: { required: true, rows: 6, placeholder: 'How can we help?' },
  },
];

/**
 * A real form posting to its own page: until the app is live (or without scripts) the browser
 * sends it and the server answers with this page showing the outcome, or the field errors beside
 * what was typed; once live, the app validates and sends it.
 */
export function ContactForm() {
  const sendMessage = useSendContactMessage();
  // What the server answered to a post of this form, until the reader sends it again here.
  const { posted, shown: shownPost, formProps, nameField } = usePostedForm('contact');
  // On a page with islands the form's code comes once the reader reaches into it: what they typed
  // meanwhile is theirs.
  const [typed] = useState(() => typedIntoServerForm(FIELD_IDS));
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput>({ resolver, defaultValues: { ...EMPTY, ...posted?.values, ...typed } });
  const showFieldErrors = useServerFieldErrors(setError, FIELDS);

  const send = useSendWithToasts(CONTACT_TEXT, sendMessage.mutateAsync, {
    sent: () => reset(EMPTY),
    // The form keeps what was typed; the server's field messages land on their fields.
    failed: (error) => {
      showFieldErrors(error);
      return CONTACT_TEXT.failureDetail;
    },
  });
  const onSubmit = handleSubmit(send);
  const live = useHydrated();
  // Came alive under a reader already in the form (its island waits for that): its focus came first.
  useEffect(() => {
    if (document.getElementById(CONTACT_FORM_ID)?.contains(document.activeElement)) void loadResolver();
  }, []);

  return (
    <form
      id={CONTACT_FORM_ID}
      {...formProps(onSubmit)}
      onFocus={() => void loadResolver()}
      aria-label="Contact form"
      // Marks the form the app has taken over: until then the browser sends it itself.
      data-live={live || undefined}
    >
      {nameField}
      <PostedResult posted={shownPost} text={CONTACT_TEXT} />
      {CONTACT_FIELDS.map(({ name, label, multiline, attributes }) => (
        <Field key={name} id={FIELD_IDS[name]} label={label} error={errors[name]?.message ?? shownPost?.fields[name]}>
          {(control) => {
            // Written into the server's HTML too (register alone fills a field only once it is live).
            const typed = posted?.values[name];
            const props = {
              ...register(name),
              ...control,
              defaultValue: typed,
              ...attributes,
            };
            return multiline ? <textarea {...props} /> : <input {...props} />;
          }}
        </Field>
      ))}
      <div style={honeypotStyle} aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input {...register('website')} id="contact-website" tabIndex={-1} autoComplete="off" />
      </div>
      <PlainButton
        type="primary"
        htmlType="submit"
        size="large"
        icon={<Icon svg={SendOutlined} />}
        loading={isSubmitting}
      >
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </PlainButton>
    </form>
  );
}
