import axios from 'axios';
import { apiClientConfig } from './api-client-config';

/** The unauthenticated client: sign-in, password recovery, token refresh, public settings. */
export const publicClient = axios.create(apiClientConfig);
