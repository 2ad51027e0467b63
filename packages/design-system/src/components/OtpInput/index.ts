export { OTP_LENGTH, OtpInput, type OtpInputProps } from './OtpInput';
