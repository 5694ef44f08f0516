import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { USERNAME_MAX, USERNAME_MIN } from '@/domain/constants';
import { profileSchema, type ProfileInput } from '@/domain/schemas';
import type { User } from '@/domain/types';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useNotify } from '@/components/ui/toast/notify';
import { memberQueries } from '@/lib/api-queries';
import { useCurrentUser } from '@/lib/session/current-user';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { DASHBOARD_TEXT, SETTINGS_MESSAGES } from '../dashboard-text';

const FIELDS = ['firstName', 'username'] as const;

/** Settings: the member's first name and username, with sign-up's rules and uniqueness. */
export function ProfileSettings({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting, isDirty },
  } = useForm<ProfileInput>({ resolver: zodResolver(profileSchema), defaultValues: { firstName: '', username: '' } });
  const showFieldErrors = useServerFieldErrors(setError, FIELDS);

  useEffect(() => {
    if (open) reset({ firstName: user?.firstName ?? '', username: user?.username ?? '' });
  }, [open, user, reset]);

  const onSubmit = handleSubmit(async (input) => {
    try {
      const response = await apiRequest('PUT', '/api/auth/profile', input);
      const { user: updated } = (await response.json()) as { user: User };
      queryClient.setQueryData(memberQueries.currentUser().queryKey, updated);
      notify.success(SETTINGS_MESSAGES.saved, SETTINGS_MESSAGES.savedDetail);
      onClose();
    } catch (error) {
      if (showFieldErrors(error) === 0) {
        notify.error(
          SETTINGS_MESSAGES.failed,
          error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error),
        );
      }
    }
  });

  return (
    <Drawer title={DASHBOARD_TEXT.settings} open={open} onClose={onClose} size="default" destroyOnHidden>
      <form onSubmit={(event) => void onSubmit(event)} aria-label="Profile settings" noValidate>
        <Form layout="vertical" component={false}>
          <FormField control={control} name="firstName" label="First name" idPrefix="settings" required>
            {(field) => <Input {...field} autoComplete="given-name" />}
          </FormField>
          <FormField
            control={control}
            name="username"
            label="Username"
            idPrefix="settings"
            required
            extra={`${USERNAME_MIN} to ${USERNAME_MAX} letters, numbers or underscores.`}
          >
            {(field) => <Input {...field} autoComplete="username" />}
          </FormField>
          <Button type="primary" htmlType="submit" loading={isSubmitting} disabled={!isDirty}>
            {isSubmitting ? 'Saving...' : 'Save Changes'}
          </Button>
        </Form>
      </form>
    </Drawer>
  );
}
