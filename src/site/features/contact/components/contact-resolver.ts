import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema } from '@/domain/schemas';

/** The shared schema as a react-hook-form resolver; contact-form.tsx loads this module after the form renders. */
export const contactResolver = zodResolver(contactSchema);
