import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { AuthState } from './auth-slice';

type AuthRootState = { auth: AuthState };

/** Typed hooks for this feature's part of the store (the feature cannot see the app's RootState). */
export const useAuthDispatch = useDispatch.withTypes<ThunkDispatch<AuthRootState, unknown, UnknownAction>>();
export const useAuthSelector = useSelector.withTypes<AuthRootState>();
