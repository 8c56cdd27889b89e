import { errorCodes } from '@upline/contract/errors';
import { mediaErrorCodes, mediaMessages } from '@upline/contract/media';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { problemKey, uploadErrorKey } from './upload-error-key';

describe('upload messages', () => {
  it('shows the spec texts for the page checks, word for word in English', () => {
    expect(en.errors[problemKey('missing')]).toBe(mediaMessages.fileMissing);
    expect(en.errors[problemKey('type')]).toBe(mediaMessages.invalidImageType);
    expect(en.errors[problemKey('size')]).toBe(mediaMessages.tooLarge);
    expect(en.added).toBe(mediaMessages.added);
  });

  it('maps every refusal code of the server to the same text', () => {
    expect(en.errors[uploadErrorKey(mediaErrorCodes.fileMissing)!]).toBe(mediaMessages.fileMissing);
    expect(en.errors[uploadErrorKey(mediaErrorCodes.invalidImageType)!]).toBe(mediaMessages.invalidImageType);
    expect(en.errors[uploadErrorKey(mediaErrorCodes.imageTooManyPixels)!]).toBe(mediaMessages.tooManyPixels);
    expect(en.errors[uploadErrorKey(errorCodes.payloadTooLarge)!]).toBe(mediaMessages.tooLarge);
  });

  it('leaves unknown codes to the server message', () => {
    expect(uploadErrorKey('rate_limited')).toBeNull();
  });
});
