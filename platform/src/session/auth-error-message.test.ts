import { ApiError } from '../api/api-error';
import { authErrorMessage } from './auth-error-message';

test.each(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found', 'auth/invalid-login-credentials'])(
  '%s reads "Email ou mot de passe incorrect"',
  (code) => {
    expect(authErrorMessage({ code, message: 'Firebase: Error (' + code + ').' })).toBe('Email ou mot de passe incorrect');
  },
);

test('the spec message "Invalid login credentials" reads "Email ou mot de passe incorrect"', () => {
  expect(authErrorMessage(new Error('Invalid login credentials'))).toBe('Email ou mot de passe incorrect');
});

test('other Firebase errors get a French message, never the English one', () => {
  expect(authErrorMessage({ code: 'auth/too-many-requests', message: 'Firebase: Error (auth/too-many-requests).' })).toBe(
    'Trop de tentatives, veuillez réessayer plus tard',
  );
  expect(authErrorMessage({ code: 'auth/something-new', message: 'Firebase: Error.' })).toBe('Une erreur est survenue, veuillez réessayer');
});

test('an API error shows the server French message', () => {
  expect(authErrorMessage(new ApiError(409, 'EMAIL_TAKEN', 'Un compte existe déjà avec cet email'))).toBe(
    'Un compte existe déjà avec cet email',
  );
});
