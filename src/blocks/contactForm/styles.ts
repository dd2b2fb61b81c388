import styled from "@emotion/styled";
import { mq } from "../../styles/theme.ts";

export const Card = styled.section`
  background: ${(p) => p.theme.colors.white};
  color: ${(p) => p.theme.colors.text};
  border-radius: ${(p) => p.theme.radius};
  box-shadow: ${(p) => p.theme.shadow};
  padding: 28px 22px;
  ${mq("md")} {
    padding: 32px;
  }
  h2 {
    font-size: 1.35rem;
    margin-bottom: 4px;
  }
  .intro {
    color: ${(p) => p.theme.colors.muted};
  }
  .fields {
    display: grid;
    gap: 14px 16px;
    ${mq("md")} {
      grid-template-columns: 1fr 1fr;
    }
  }
  .field-message {
    grid-column: 1 / -1;
  }
  label {
    display: block;
    font-size: 0.9rem;
    font-weight: 600;
    margin-bottom: 4px;
    color: ${(p) => p.theme.colors.primary};
  }
  input,
  select,
  textarea {
    width: 100%;
    min-height: 48px;
    padding: 10px 14px;
    font: inherit;
    font-size: 1rem;
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.white};
    border: 1px solid #94a3b8;
    border-radius: 10px;
  }
  textarea {
    resize: vertical;
  }
  input::placeholder,
  textarea::placeholder {
    color: #64748b;
  }
  [aria-invalid="true"] {
    border-color: #b91c1c;
    box-shadow: 0 0 0 1px #b91c1c;
  }
  .error {
    margin: 6px 0 0;
    font-size: 0.875rem;
    color: #b91c1c;
  }
  .trap {
    position: absolute;
    left: -10000px;
    width: 1px;
    height: 1px;
    overflow: hidden;
  }
  .alert {
    margin: 16px 0 0;
    padding: 12px 14px;
    border-radius: 10px;
    background: #fef2f2;
    color: #991b1b;
    font-weight: 600;
    p {
      margin: 0;
    }
    .why {
      margin-top: 4px;
      font-weight: 400;
    }
  }
  .note {
    margin: 16px 0 0;
    color: ${(p) => p.theme.colors.muted};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    margin-top: 20px;
  }
  button {
    min-height: 48px;
    padding: 0 24px;
    border-radius: 999px;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .submit {
    border: 0;
    background: ${(p) => p.theme.colors.accent};
    color: ${(p) => p.theme.colors.white};
  }
  .submit:disabled {
    opacity: 0.7;
    cursor: progress;
  }
  .restore {
    border: 2px solid ${(p) => p.theme.colors.accent};
    background: transparent;
    color: ${(p) => p.theme.colors.accentText};
  }
`;
