// Featured image: upload a file (checked here for the person, and again by the server on its
// bytes) or give an address through the spec's prompt 'Enter image URL:', which the server fetches
// to make its variants (a URL it refuses never reaches the field). The catalog forms use it too,
// for an app's logo and a resource's or testimonial's picture.
import { DeleteOutlined, LinkOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, Image, Typography } from 'antd';
import { useRef, useState } from 'react';
import { IMAGE_MIME_TYPES } from '@/domain/constants';
import { imageFileError } from '@/domain/image';
import { imageVariantUrl, type ImageVariants } from '@/domain/image-variants';
import { isStoredUrl, MESSAGES } from '@/domain/schemas';
import type { ImageUploadResult } from '@/domain/types';
import { adminQueries } from '@/lib/api-queries';
import { EDITOR_TEXT } from '../admin-text';
import { errorDetail, useImageFromUrl, useUploadImage } from '../api/admin-queries';

interface FeaturedImageFieldProps {
  value: string;
  onChange: (imageUrl: string) => void;
  error?: string;
  onError: (message: string | null) => void;
  label?: string;
  /** The field's id on the page (its error line is `{id}-help`). */
  id?: string;
  /** The saved picture and what the server made of it: the preview uses a variant while it is shown. */
  saved?: { imageUrl?: string; image?: ImageVariants };
}

/** The preview's address: the smallest variant when the server made some, else the URL itself. */
function previewSrc(imageUrl: string, image: ImageVariants | undefined): string {
  if (!image) return imageUrl;
  return imageVariantUrl(image, image.widths[0] ?? image.width, image.fallback);
}

export function FeaturedImageField({
  value,
  onChange,
  error,
  onError,
  label = 'Featured Image',
  id: fieldId = 'post-imageUrl',
  saved,
}: FeaturedImageFieldProps) {
  const upload = useUploadImage();
  const fromUrl = useImageFromUrl();
  // The last picture the server made in this session, for the preview.
  const [made, setMade] = useState<ImageUploadResult>();
  const image =
    made?.imageUrl === value ? made.image : saved?.imageUrl && saved.imageUrl === value ? saved.image : undefined;
  const uploadStatus = useQuery(adminQueries.uploadStatus());
  const unavailable = uploadStatus.data?.available === false ? uploadStatus.data.message : undefined;

  const fileInput = useRef<HTMLInputElement>(null);
  const busy = upload.isPending || fromUrl.isPending;

  const takeResult = (result: ImageUploadResult) => {
    setMade(result);
    onChange(result.imageUrl);
  };

  const chooseFile = (file: File) => {
    const problem = imageFileError(file);
    onError(problem);
    if (problem) return;
    upload.mutate(file, { onSuccess: takeResult, onError: (failure) => onError(errorDetail(failure)) });
  };

  const askForUrl = () => {
    const answer = window.prompt(EDITOR_TEXT.imagePrompt, value);
    if (answer === null) return;
    const url = answer.trim();
    if (!url) {
      onError(null);
      onChange('');
      return;
    }
    if (!isStoredUrl(url)) {
      onError(url.startsWith('http:') ? MESSAGES.urlNotHttps : MESSAGES.urlInvalid);
      return;
    }
    onError(null);
    // The field takes the URL once the server has made its picture; a refusal stays out of it.
    fromUrl.mutate(url, { onSuccess: takeResult, onError: (failure) => onError(errorDetail(failure)) });
  };

  return (
    <Form.Item
      // No htmlFor: the label would rename the upload button; the buttons say what they do.
      label={label}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${fieldId}-help`}>{error}</span> : undefined}
      extra={unavailable ?? 'JPEG, PNG, GIF or WebP, at most 5MB; or an https:// address.'}
    >
      <Flex vertical gap={12}>
        <Flex gap={8} wrap>
          {/* A plain file input behind the button: antd's Upload wraps its trigger in a second
              role="button" (axe: nested-interactive), and the upload is ours (the API) anyway. */}
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_MIME_TYPES.join(',')}
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) chooseFile(file);
            }}
          />
          <Button
            icon={<UploadOutlined />}
            loading={upload.isPending}
            disabled={!!unavailable || fromUrl.isPending}
            aria-describedby={error ? `${fieldId}-help` : undefined}
            onClick={() => fileInput.current?.click()}
          >
            {EDITOR_TEXT.uploadImage}
          </Button>
          <Button
            icon={<LinkOutlined />}
            loading={fromUrl.isPending}
            disabled={upload.isPending}
            aria-describedby={error ? `${fieldId}-help` : undefined}
            onClick={askForUrl}
          >
            {EDITOR_TEXT.imageUrlButton}
          </Button>
          {value && (
            <Button icon={<DeleteOutlined />} disabled={busy} onClick={() => onChange('')}>
              {EDITOR_TEXT.removeImage}
            </Button>
          )}
        </Flex>
        {value && (
          <Flex vertical gap={4}>
            <Image
              src={previewSrc(value, image)}
              preview={image ? { src: value } : undefined}
              alt={`${label} preview`}
              width={240}
              style={{ borderRadius: 'var(--ant-border-radius)' }}
            />
            <Typography.Text type="secondary" copyable style={{ wordBreak: 'break-all' }}>
              {value}
            </Typography.Text>
          </Flex>
        )}
      </Flex>
    </Form.Item>
  );
}
