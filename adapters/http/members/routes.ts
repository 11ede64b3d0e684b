import type { UseCases } from '../../../application/use-cases.ts';
import { emailParam, languageBody, userBody } from './contract.ts';
import { memberDto, userDto } from './dto.ts';
import { type Route, route, ok } from '../route.ts';
import { z } from 'zod';
import { languageChoiceSchema, memberSchema, userSchema } from './contract.ts';
import { messageSchema } from '../shared/contract.ts';

export function membersRoutes(u: UseCases): Route[] {
  return [
    route({
      method: 'POST',
      path: '/api/users',
      access: 'signed-in',
      rateLimit: 'strict',
      summary: "Create or update the caller's own user record (Google sign-in); never sets a role",
      body: userBody,
      response: userSchema,
      handle: async ({ actor, body }) => ok(userDto(await u.saveOwnProfile.execute({ actor, ...body }))),
    }),
    route({
      method: 'PUT',
      path: '/api/users',
      access: 'signed-in',
      rateLimit: 'strict',
      summary: "Create or update the caller's own user record (registration); never sets a role",
      body: userBody,
      response: userSchema,
      handle: async ({ actor, body }) => ok(userDto(await u.saveOwnProfile.execute({ actor, ...body }))),
    }),
    route({
      method: 'PUT',
      path: '/api/me/language',
      access: 'signed-in',
      rateLimit: 'standard',
      summary:
        'Choose the language the product writes to the caller in: the web app, notifications, emails and CSV files',
      body: languageBody,
      response: languageChoiceSchema,
      handle: async ({ actor, body }) =>
        ok({ language: await u.setLanguage.execute({ actor, language: body.language }) }),
    }),
    route({
      method: 'GET',
      path: '/api/admin/members',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Current members',
      response: z.array(memberSchema),
      handle: async () => ok((await u.listMembers.execute()).map(memberDto)),
    }),
    route({
      method: 'PATCH',
      path: '/api/admin/members/:email/demote',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Remove a member: role back to user, agreement ended, payment history kept',
      params: emailParam,
      response: messageSchema,
      handle: async ({ actor, params }) => {
        await u.removeMember.execute({ ...params, by: actor.email });
        return ok({ message: 'Member removed; their agreement has ended' });
      },
    }),
  ];
}
