import { galleryListResponseSchema, imageUploadResponseSchema } from './media.js';
import { defineRoute } from './route.js';

// The staff's image gallery (SF §2, §5, §7: Gallery and AddImage), one descriptor each (route.ts).
// The upload is a multipart form with one `file` field, read by the handler part by part.

const staffCall = { audience: 'admin', tags: ['media'] } as const;

export const mediaRoutes = {
  gallery: defineRoute({
    ...staffCall,
    method: 'GET',
    path: '/fileUpload',
    summary: 'The image gallery (staff)',
    response: galleryListResponseSchema,
    errors: [401, 403],
  }),
  upload: defineRoute({
    ...staffCall,
    method: 'POST',
    path: '/fileUpload',
    summary: 'Upload a JPEG or PNG image to the gallery (staff; multipart with a file field)',
    multipart: true,
    response: imageUploadResponseSchema,
    errors: [400, 401, 403, 413],
  }),
};
