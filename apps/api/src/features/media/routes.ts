import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { errorCodes } from '@upline/contract/errors';
import { imageUploadLimits, mediaErrorCodes, mediaMessages } from '@upline/contract/media';
import { mediaRoutes as calls } from '@upline/contract/media-routes';
import type { AppDeps } from '../../deps.js';
import { AppError, badRequest } from '../../http/errors.js';
import { registerRoute } from '../../http/route.js';
import { requireAdmin } from '../../http/session.js';
import { listGalleryImages, uploadGalleryImage } from './gallery-images.js';

const fileMissing = () => badRequest(mediaMessages.fileMissing, mediaErrorCodes.fileMissing);
const tooLarge = () => new AppError(413, errorCodes.payloadTooLarge, mediaMessages.tooLarge);

/** Gallery and AddImage (SF §2, §5, §7): staff list and upload images (fileUpload/). */
export function mediaRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    // Multipart bodies are accepted here only: one file, a few small fields, 8 MB.
    await app.register(multipart, {
      limits: { fileSize: imageUploadLimits.maxBytes, files: 1, fields: 10, parts: 11, fieldSize: 10_000, headerPairs: 100 },
    });
    registerRoute(app, calls.gallery, async (request) => {
      requireAdmin(request);
      return { images: await listGalleryImages(deps) };
    });

    registerRoute(app, calls.upload, async (request) => {
      // The role is checked before a byte of the upload is read.
      const admin = requireAdmin(request);
      if (!request.isMultipart()) throw fileMissing();
      const part = await request.file();
      if (!part) throw fileMissing();
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (err) {
        if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
        throw err;
      }
      // A form sent with nothing chosen still carries an empty, nameless file part.
      if (bytes.length === 0 && !part.filename) throw fileMissing();

      const result = await uploadGalleryImage(deps, { bytes, filename: part.filename }, admin.id, deps.clock.now());
      if (!result.ok) {
        throw result.reason === 'too-many-pixels'
          ? badRequest(mediaMessages.tooManyPixels, mediaErrorCodes.imageTooManyPixels)
          : badRequest(mediaMessages.invalidImageType, mediaErrorCodes.invalidImageType);
      }
      return { message: mediaMessages.added, image: result.image };
    });
  };
}
