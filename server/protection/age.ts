import type { FastifyRequest } from 'fastify';
import { ageRefusal } from '../../src/core/paymentDetails';
import type { Config } from '../config';
import { badRequest } from '../errors';

/** The visitor's country (ISO 3166-1 alpha-2, upper case) from the trusted proxy's header, or '' when none says. */
export function requestCountry(request: FastifyRequest, config: Pick<Config, 'countryHeader'>): string {
  const header = config.countryHeader ? request.headers[config.countryHeader] : undefined;
  return typeof header === 'string' && /^[A-Za-z]{2}$/.test(header.trim()) ? header.trim().toUpperCase() : '';
}

/** The minimum age to play in a country: its own where MIN_AGE_BY_COUNTRY names it, else MIN_AGE. */
export function minimumAge(config: Pick<Config, 'minAge' | 'minAgeByCountry'>, country: string): number {
  return Math.max(config.minAge, config.minAgeByCountry[country] ?? 0);
}

/** Refuses (400, on the birth field) a date of birth under the minimum age where the request comes from. */
export function assertOfAge(request: FastifyRequest, config: Config, birth: string): void {
  const refusal = ageRefusal(birth, minimumAge(config, requestCountry(request, config)));
  if (refusal !== null) throw badRequest(`birth: ${refusal}`);
}

/** The refusal of a second date of birth: the one on record stays (an operator corrects a wrong one). */
export const BIRTH_ON_RECORD = 'birth: your date of birth is already on record and cannot be changed; contact support if it is wrong';
