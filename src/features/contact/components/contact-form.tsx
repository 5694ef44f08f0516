import { zodResolver } from '@hookform/resolvers/zod';
import { SendOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { CONTACT_RESPONSE_TIME } from '@/domain/constants';
import { contactSchema, type ContactInput } from '@/domain/schemas';
import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';
import { useNotify } from '@/lib/notify';
import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '', website: '' };
const FIELDS = ['name', 'email', 'subject', 'message'] as const;

function isFormField(key: string): key is (typeof FIELDS)[number] {
  return (FIELDS as readonly string[]).includes(key);
}

/** Visually hidden but not display:none, which some bots skip; people and screen readers never meet it. */
const honeypotStyle = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
} as const;

export function ContactForm() {
  const notify = useNotify();
  const sendMessage = useSendContactMessage();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sendMessage.mutateAsync(values);
      notify.success('Message sent successfully!', `We'll get back to you within ${CONTACT_RESPONSE_TIME}.`);
      reset(EMPTY);
    } catch (error) {
      // The form keeps what was typed; the server's field messages land on their fields.
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (isFormField(field)) setError(field, { type: 'server', message });
        }
      }
      notify.error('Error sending message', `Please try again, or email us directly at ${env.supportEmail}.`);
    }
  });

  const itemProps = (field: FieldPath<ContactInput>) => ({
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field]?.message,
    htmlFor: `contact-${field}`,
  });

  return (
    <Form component={false} layout="vertical" requiredMark={false}>
      <form onSubmit={(event) => void onSubmit(event)} aria-label="Contact form">
        <Form.Item label="Name *" {...itemProps('name')}>
          <Controller
            name="name"
            control={control}
            render={({ field }) => (
              <Input
                {...field}
                id="contact-name"
                required
                autoComplete="name"
                aria-invalid={!!errors.name}
                placeholder="Your name"
              />
            )}
          />
        </Form.Item>
        <Form.Item label="Email *" {...itemProps('email')}>
          <Controller
            name="email"
            control={control}
            render={({ field }) => (
              <Input
                {...field}
                id="contact-email"
                type="email"
                required
                autoComplete="email"
                aria-invalid={!!errors.email}
                placeholder="you@example.com"
              />
            )}
          />
        </Form.Item>
        <Form.Item label="Subject *" {...itemProps('subject')}>
          <Controller
            name="subject"
            control={control}
            render={({ field }) => (
              <Input
                {...field}
                id="contact-subject"
                required
                aria-invalid={!!errors.subject}
                placeholder="What is your message about?"
              />
            )}
          />
        </Form.Item>
        <Form.Item label="Message *" {...itemProps('message')}>
          <Controller
            name="message"
            control={control}
            render={({ field }) => (
              <Input.TextArea
                {...field}
                id="contact-message"
                required
                rows={6}
                aria-invalid={!!errors.message}
                placeholder="How can we help?"
              />
            )}
          />
        </Form.Item>
        <div style={honeypotStyle} aria-hidden="true">
          <label htmlFor="contact-website">Website</label>
          <Controller
            name="website"
            control={control}
            render={({ field }) => (
              <input {...field} value={field.value ?? ''} id="contact-website" tabIndex={-1} autoComplete="off" />
            )}
          />
        </div>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          icon={<SendOutlined aria-hidden="true" />}
          loading={isSubmitting}
        >
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </Button>
      </form>
    </Form>
  );
}
