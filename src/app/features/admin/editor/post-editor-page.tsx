import { ArrowLeftOutlined, EyeOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Form, Input, Modal, Result, Row, Select, Skeleton } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useBlocker, useNavigate, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { FormField } from '@/components/form-field';
import { BLOG_EDITOR_CATEGORIES, BLOG_FILTER_CATEGORIES, READ_TIME_MAX, READ_TIME_MIN } from '@/domain/constants';
import { ROUTES } from '@/domain/routes';
import type { BlogPostInput } from '@/domain/schemas';
import type { BlogPost } from '@/domain/types';
import { ApiError } from '@/lib/api-client';
import { adminQueries } from '@/lib/api-queries';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { BLOG_ADMIN_TEXT, EDITOR_TEXT } from '../admin-text';
import { useSavePost } from '../api/admin-queries';
import { AdminLoadFailed, AdminPageHeader } from '../layout/admin-page';
import { MarkdownField } from '../markdown/markdown-field';
import { FeaturedImageField } from './featured-image-field';
import { NumberInput } from './number-input';
import {
  editorReadTime,
  followedSlug,
  newPostValues,
  postEditorSchema,
  postFormValues,
  toPayload,
  type PostFormValues,
} from './post-form';

const ID = 'post';

const CATEGORY_OPTIONS = [
  { label: 'Editor categories', options: BLOG_EDITOR_CATEGORIES.map((value) => ({ value, label: value })) },
  { label: 'Blog filter categories', options: BLOG_FILTER_CATEGORIES.map((value) => ({ value, label: value })) },
];

const STATUS_OPTIONS = [
  { value: 'draft', label: BLOG_ADMIN_TEXT.draft },
  { value: 'published', label: BLOG_ADMIN_TEXT.published },
];

const FIELD_NAMES: readonly (keyof PostFormValues)[] = [
  'title',
  'slug',
  'excerpt',
  'content',
  'category',
  'imageUrl',
  'imageAlt',
  'publishedAt',
  'readTime',
  'status',
];

/** A form field's props as antd Select takes them (it has no input to name or to focus by ref). */
function selectControl<T extends { ref: unknown; name: string }>({ ref: _ref, name: _name, ...control }: T) {
  return control;
}

// The form holds the publish date as local date-time and an empty category; the shared schema
// checks it (its messages are the spec's) and yields the API's body. A picture new to the post
// (another than the saved one) needs its description.
const editorResolver = (storedImageUrl: string | undefined) =>
  zodResolver(postEditorSchema(storedImageUrl)) as unknown as Resolver<PostFormValues, unknown, BlogPostInput>;

function PostForm({ post }: { post?: BlogPost }) {
  const isNew = !post;
  const navigate = useNavigate();
  const save = useSavePost(post?.id);
  const slugEditedByHand = useRef(false);
  const [saved, setSaved] = useState(false);
  const resolver = useMemo(() => editorResolver(post?.imageUrl), [post?.imageUrl]);
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { isDirty, errors },
  } = useForm<PostFormValues, unknown, BlogPostInput>({
    resolver,
    defaultValues: post ? postFormValues(post) : newPostValues(new Date()),
  });
  const [status, slug, imageUrl] = useWatch({ control, name: ['status', 'slug', 'imageUrl'] });
  // A new picture must be described; the one the post was saved with may stay as it is.
  const imageIsNew = !!imageUrl && imageUrl !== post?.imageUrl;
  const showFieldErrors = useServerFieldErrors(setError, FIELD_NAMES);

  // Leaving with unsaved changes asks first: inside the app, and when the tab closes or reloads.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return isDirty && !saved && currentLocation.pathname !== nextLocation.pathname;
  });
  useEffect(() => {
    if (!isDirty || saved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty, saved]);
  useEffect(() => {
    if (saved) void navigate(ROUTES.adminBlog);
  }, [saved, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(toPayload(values));
      setSaved(true);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      // A slug clash (409) and the server's field checks land on their fields.
      if (error.status === 409) setError('slug', { type: 'server', message: error.serverMessage ?? error.message });
      showFieldErrors(error);
    }
  });

  return (
    <>
      <AdminPageHeader
        title={isNew ? EDITOR_TEXT.createTitle : EDITOR_TEXT.editTitle}
        extra={
          <Flex gap={8} wrap>
            {status === 'published' && slug && (
              <Button icon={<EyeOutlined />} href={ROUTES.article(slug)} target="_blank" rel="noopener">
                {EDITOR_TEXT.preview}
              </Button>
            )}
            <ButtonLink to={ROUTES.adminBlog} icon={<ArrowLeftOutlined />}>
              {EDITOR_TEXT.back}
            </ButtonLink>
          </Flex>
        }
      />
      <Card>
        <form onSubmit={(event) => void onSubmit(event)} aria-label="Blog post" noValidate>
          <Form layout="vertical" component={false}>
            <FormField control={control} name="title" label="Title" idPrefix={ID} required>
              {(field) => (
                <Input
                  {...field}
                  onChange={(event) => {
                    field.onChange(event);
                    const next = followedSlug(event.target.value, {
                      isNew,
                      slugEditedByHand: slugEditedByHand.current,
                    });
                    if (next !== null) setValue('slug', next, { shouldDirty: true, shouldValidate: !!errors.slug });
                  }}
                />
              )}
            </FormField>
            <FormField
              control={control}
              name="slug"
              label="URL Slug"
              idPrefix={ID}
              required
              extra={isNew ? 'Follows the title until you edit it.' : 'Changing it changes the article’s address.'}
            >
              {(field) => (
                <Input
                  {...field}
                  prefix={`${ROUTES.blog}/`}
                  onChange={(event) => {
                    slugEditedByHand.current = event.target.value !== '';
                    field.onChange(event);
                  }}
                />
              )}
            </FormField>
            <FormField control={control} name="excerpt" label="Excerpt" idPrefix={ID} required>
              {(field) => <Input.TextArea {...field} autoSize={{ minRows: 2, maxRows: 4 }} />}
            </FormField>
            <FormField
              control={control}
              name="content"
              label="Content"
              idPrefix={ID}
              required
              extra="Markdown: ## for a heading, - for a list, [text](address) for a link. Read time counts the words."
            >
              {(field) => (
                <MarkdownField
                  {...field}
                  onChange={(next) => {
                    field.onChange(next);
                    setValue('readTime', editorReadTime(next), { shouldDirty: true });
                  }}
                />
              )}
            </FormField>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <FormField control={control} name="category" label="Category" idPrefix={ID} required>
                  {(field) => (
                    <Select {...selectControl(field)} placeholder="Choose a category" options={CATEGORY_OPTIONS} />
                  )}
                </FormField>
              </Col>
              <Col xs={24} md={12}>
                <FormField control={control} name="status" label="Status" idPrefix={ID}>
                  {(field) => <Select {...selectControl(field)} options={STATUS_OPTIONS} />}
                </FormField>
              </Col>
              <Col xs={24} md={12}>
                <FormField control={control} name="publishedAt" label="Publish Date" idPrefix={ID} required>
                  {(field) => <Input {...field} type="datetime-local" />}
                </FormField>
              </Col>
              <Col xs={24} md={12}>
                <FormField
                  control={control}
                  name="readTime"
                  label="Read Time (minutes)"
                  idPrefix={ID}
                  required
                  extra={`${READ_TIME_MIN} to ${READ_TIME_MAX} minutes; 200 words a minute.`}
                >
                  {(field) => (
                    <NumberInput
                      control={field}
                      min={READ_TIME_MIN}
                      max={READ_TIME_MAX}
                      precision={0}
                      style={{ width: '100%' }}
                    />
                  )}
                </FormField>
              </Col>
            </Row>
            <Controller
              control={control}
              name="imageUrl"
              render={({ field, fieldState }) => (
                <FeaturedImageField
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  onError={(message) =>
                    message ? setError('imageUrl', { type: 'client', message }) : clearErrors('imageUrl')
                  }
                  saved={post}
                />
              )}
            />
            {/* Shown with a picture; hidden, it keeps what was typed, should the picture come back. */}
            {imageUrl && (
              <FormField
                control={control}
                name="imageAlt"
                label={EDITOR_TEXT.imageAlt}
                idPrefix={ID}
                required={imageIsNew}
                extra={EDITOR_TEXT.imageAltHint}
              >
                {(field) => (
                  <Input.TextArea {...field} value={field.value ?? ''} autoSize={{ minRows: 1, maxRows: 3 }} />
                )}
              </FormField>
            )}
            <Flex gap={8} wrap>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {save.isPending ? EDITOR_TEXT.saving : isNew ? EDITOR_TEXT.create : EDITOR_TEXT.update}
              </Button>
              <ButtonLink to={ROUTES.adminBlog}>{EDITOR_TEXT.back}</ButtonLink>
            </Flex>
          </Form>
        </form>
      </Card>
      <Modal
        open={blocker.state === 'blocked'}
        title={EDITOR_TEXT.leaveTitle}
        okText={EDITOR_TEXT.leave}
        cancelText={EDITOR_TEXT.stay}
        okButtonProps={{ danger: true }}
        onOk={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        {EDITOR_TEXT.leaveMessage}
      </Modal>
    </>
  );
}

export default function PostEditorPage() {
  const { id } = useParams();
  const post = useQuery({ ...adminQueries.post(id ?? ''), enabled: !!id });
  if (!id) return <PostForm />;
  if (post.isPending) {
    return (
      <div role="status" aria-label="Loading the post">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  if (post.isError) {
    const missing = post.error instanceof ApiError && post.error.status === 404;
    return missing ? (
      <Result
        status="404"
        title={EDITOR_TEXT.notFound}
        extra={<ButtonLink to={ROUTES.adminBlog}>{EDITOR_TEXT.back}</ButtonLink>}
      />
    ) : (
      <AdminLoadFailed title="Could not load this post" description={post.error.message} query={post} />
    );
  }
  // Keyed by id: moving to another post starts a fresh form.
  return <PostForm key={post.data.id} post={post.data} />;
}
