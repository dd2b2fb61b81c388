import styled from "@emotion/styled";

export const Wrap = styled.div<{ count: number; narrow: number }>`
  .wide {
    display: none;
    width: 100%;
    border-collapse: separate;
    border-spacing: 0;
    background: ${(p) => p.theme.colors.white};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    overflow: hidden;
  }
  th,
  td {
    padding: 14px 16px;
    text-align: center;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  tbody th {
    text-align: left;
    font-weight: 500;
    color: ${(p) => p.theme.colors.text};
  }
  tbody tr:nth-of-type(even) {
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  thead th {
    background: ${(p) => p.theme.colors.primary};
    color: #fff;
  }
  .tier {
    display: block;
    font-size: 1.15rem;
  }
  .price,
  .note {
    display: block;
    font-weight: 400;
    font-size: 0.9rem;
  }
  tfoot td {
    border-bottom: 0;
  }
  td [role="img"] {
    margin: 0 auto;
  }
  .cards {
    display: grid;
    gap: 20px;
  }
  article {
    padding: 24px 20px;
    border-radius: ${(p) => p.theme.radius};
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.white};
  }
  article h3 {
    font-size: 1.25rem;
    margin-bottom: 4px;
  }
  article .price {
    color: ${(p) => p.theme.colors.accentText};
    font-weight: 600;
  }
  dl {
    margin: 16px 0 20px;
  }
  dl > div {
    display: flex;
    justify-content: space-between;
    gap: 16px;
    padding: 10px 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
  }
  .footnote {
    margin-top: 16px;
    font-size: 0.9rem;
    color: ${(p) => p.theme.colors.muted};
  }
  @media (min-width: ${(p) => p.narrow}px) {
    .wide {
      display: table;
    }
    .cards {
      display: none;
    }
  }
`;
