import { SECOND_FACTOR_MESSAGES } from '@casekeeper/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axiosFailure } from '@/testing/axios-failure';
import { renderWithRouter } from '@/testing/render-with-router';
import { sessionUser } from '@/testing/session-user';
import { getPendingSignIn, postConfirmEnrolment, postStartEnrolment } from '../api/pending-sign-in';
import { EnrolPage } from './enrol-page';

vi.mock('../api/pending-sign-in', () => ({
  getPendingSignIn: vi.fn(),
  postStartEnrolment: vi.fn(),
  postConfirmEnrolment: vi.fn(),
}));

const user = sessionUser({ user_type: 'AUTHORITY_USER' });
const CODES = ['abcd-efgh-jk', 'mnpq-rstu-vw', 'xyz2-3456-78'];
const onSession = vi.fn();
const onContinue = vi.fn(() => Promise.resolve());

function show() {
  vi.mocked(getPendingSignIn).mockResolvedValue({ methods: [], mustEnrol: true, firstName: 'Pat' });
  vi.mocked(postStartEnrolment).mockResolvedValue({
    secret: 'JBSW Y3DP EHPK 3PXP',
    otpauthUri: 'otpauth://totp/Casekeeper:pat%40council.gov.uk?secret=JBSWY3DPEHPK3PXP',
    qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  });
  renderWithRouter(<EnrolPage onSession={onSession} onContinue={onContinue} />);
}

afterEach(() => vi.clearAllMocks());

describe('EnrolPage', () => {
  it('shows the QR code as an image and the key to type, then confirms the first code', async () => {
    vi.mocked(postConfirmEnrolment).mockResolvedValue({ session: user, recoveryCodes: CODES });
    show();

    const qr = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /6-digit code/i }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));

    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(postConfirmEnrolment).toHaveBeenCalledWith({ code: '123456' });
    expect(onSession).toHaveBeenCalledWith(user);
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(list).toHaveTextContent(CODES.join(''));
  });

  it('goes on only once the person says the codes are saved', async () => {
    vi.mocked(postConfirmEnrolment).mockResolvedValue({ session: user, recoveryCodes: CODES });
    show();
    await userEvent.type(await screen.findByRole('textbox', { name: /6-digit code/i }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));

    const goOn = await screen.findByRole('button', { name: 'Continue' });
    expect(goOn).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    await userEvent.click(goOn);

    expect(onContinue).toHaveBeenCalledWith(user);
  });

  it('copies the codes, to paste somewhere safe', async () => {
    vi.mocked(postConfirmEnrolment).mockResolvedValue({ session: user, recoveryCodes: CODES });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show();
    await userEvent.type(await screen.findByRole('textbox', { name: /6-digit code/i }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Copy' }));

    await waitFor(() => expect(writeText).toHaveBeenCalledWith(expect.stringContaining(CODES.join('\n'))));
    expect(screen.getByRole('status')).toHaveTextContent('The codes are copied.');
  });

  it('shows a wrong first code beside the field', async () => {
    vi.mocked(postConfirmEnrolment).mockRejectedValue(
      axiosFailure(400, SECOND_FACTOR_MESSAGES.wrongCode, { code: [SECOND_FACTOR_MESSAGES.wrongCode] }),
    );
    show();
    await userEvent.type(await screen.findByRole('textbox', { name: /6-digit code/i }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));

    expect(await screen.findByText(SECOND_FACTOR_MESSAGES.wrongCode)).toBeInTheDocument();
    expect(onSession).not.toHaveBeenCalled();
  });
});
