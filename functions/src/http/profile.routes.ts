import { avatarUploadSchema, profileSchema } from '@devis/domain';
import { defineRoute } from './route';
import { getProfile } from '../services/profile/get-profile';
import { updateProfile } from '../services/profile/update-profile';
import { uploadAvatar } from '../services/profile/upload-avatar';

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
];
