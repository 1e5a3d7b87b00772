import { avatarUploadSchema, profileSchema, publicPageSettingsSchema, reminderSettingsSchema } from '@devis/domain';
import { defineRoute } from './route';
import { getProfile } from '../services/profile/get-profile';
import { updateProfile } from '../services/profile/update-profile';
import { uploadAvatar } from '../services/profile/upload-avatar';
import { uploadLogo } from '../services/profile/upload-logo';
import { generatePublicId, setPublicPageSettings } from '../services/public-provider/public-page-settings';
import { updateReminderSettings } from '../services/reminders/update-reminder-settings';

export const profileRoutes = [
  defineRoute({
    method: 'get',
    path: '/profile',
    access: 'provider',
    handler: (ctx) => getProfile(ctx, ctx.caller),
  }),
  defineRoute({
    method: 'put',
    path: '/profile',
    access: 'provider',
    schema: profileSchema,
    handler: (ctx, input) => updateProfile(ctx, ctx.caller, input),
  }),
  defineRoute({
    method: 'post',
    path: '/profile/avatar',
    access: 'provider',
    schema: avatarUploadSchema,
    // 5 MB of image is about 6.7 MB of base64; anything bigger is refused before parsing.
    bodyLimit: '8mb',
    handler: (ctx, input) => uploadAvatar(ctx, ctx.caller, input),
  }),
  defineRoute({
    method: 'post',
    path: '/profile/logo',
    access: 'provider',
    // The avatar's shape: { contentType, dataBase64 }; 512 KB of image is about 700 KB of base64.
    schema: avatarUploadSchema,
    bodyLimit: '1mb',
    handler: (ctx, input) => uploadLogo(ctx, ctx.caller, input),
  }),
  // The public page card (PUBLIC_PROVIDER on; off: 403 FEATURE_DISABLED).
  defineRoute({
    method: 'put',
    path: '/profile/public-page',
    access: 'provider',
    schema: publicPageSettingsSchema,
    handler: (ctx, input) => setPublicPageSettings(ctx, ctx.caller, input),
  }),
  defineRoute({
    method: 'post',
    path: '/profile/public-id',
    access: 'provider',
    status: 201,
    handler: (ctx) => generatePublicId(ctx, ctx.caller),
  }),
  defineRoute({
    method: 'put',
    path: '/profile/reminders',
    access: 'provider',
    schema: reminderSettingsSchema,
    handler: (ctx, input) => updateReminderSettings(ctx, ctx.caller, input),
  }),
];
