import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { problemsOf } from './support';

describe('configuration', () => {
  it('reads an S3-compatible bucket for photos from MEDIA_S3_URL, and refuses one without keys or bucket in words', () => {
    expect(
      loadConfig({
        MEDIA_S3_URL:
          'https://AKID:s%2Fecret@s3.ap-south-1.example.in/shop-photos?region=ap-south-1',
      }).mediaS3,
    ).toEqual({
      endpoint: 'https://s3.ap-south-1.example.in',
      bucket: 'shop-photos',
      region: 'ap-south-1',
      accessKeyId: 'AKID',
      secretAccessKey: 's/ecret',
      forcePathStyle: true,
    });
    expect(loadConfig({}).mediaS3).toBeUndefined();
    for (const url of ['https://s3.example.in/shop-photos', 'https://AKID:secret@s3.example.in/']) {
      expect(problemsOf({ MEDIA_S3_URL: url })).toEqual([
        'MEDIA_S3_URL: must name the keys and the bucket: https://KEY_ID:SECRET@host/bucket?region=…',
      ]);
    }
  });

  it('talks to Zoho Bigin in India when its three credentials are set, and to nobody otherwise', () => {
    expect(loadConfig({}).bigin).toBeNull();
    expect(
      loadConfig({
        BIGIN_CLIENT_ID: '1000.ABC',
        BIGIN_CLIENT_SECRET: 'secret',
        BIGIN_REFRESH_TOKEN: '1000.refresh',
      }).bigin,
    ).toEqual({
      clientId: '1000.ABC',
      clientSecret: 'secret',
      refreshToken: '1000.refresh',
      accountsUrl: 'https://accounts.zoho.in',
    });
    expect(problemsOf({ BIGIN_CLIENT_ID: '1000.ABC', BIGIN_CLIENT_SECRET: 'secret' })).toEqual([
      'BIGIN_REFRESH_TOKEN: BIGIN_CLIENT_ID, BIGIN_CLIENT_SECRET and BIGIN_REFRESH_TOKEN are set together or not at all',
    ]);
  });

  it('loads a tag manager only when a well-formed container id is given', () => {
    expect(loadConfig({}).tagManagerId).toBeNull();
    expect(loadConfig({ GTM_ID: 'GTM-AB12CD3' }).tagManagerId).toBe('GTM-AB12CD3');
    expect(problemsOf({ GTM_ID: 'UA-1234-1' })).toEqual(['GTM_ID: must look like GTM-XXXXXXX']);
  });
});
