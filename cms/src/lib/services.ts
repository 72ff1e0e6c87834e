// Typed access to the shop's services (Strapi's own lookup returns untyped values). Each service
// module exports its own lookup, made here: a module that uses a service depends on that service
// alone, so services call one another in one direction, never through a list of them all.
import type { Core } from '@strapi/strapi';

export const typedService =
  <Factory extends (...args: never[]) => unknown>(uid: string) =>
  (strapi: Core.Strapi) =>
    strapi.service(uid as never) as unknown as ReturnType<Factory>;
