import styled from 'styled-components';
import type { Game } from '@/api/schemas/game';
import { Card, Icon, Image, TextLink } from '@/design-system';
import { developerHref } from '@/lib/links';
import { renderRouterLink } from '@/lib/routerLink';
import { format } from '@/lib/strings';
import { gameStrings } from '../strings';

/** The one engine the spec gives a 'Made With' mark (spec §2 Game page: "for one engine"). */
export const MARKED_ENGINE = 'playcanvas';

const LOGO_PX = 64;

const Row = styled.div`
  display: grid;
  grid-template-columns: ${LOGO_PX}px minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const Names = styled.div`
  display: grid;
  min-width: 0;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Name = styled(TextLink)`
  font-size: ${({ theme }) => theme.fontSize.lg};
  overflow-wrap: anywhere;
`;

const Engine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/* The engine's wordmark: its name set in the display face. */
const EngineMark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: -0.01em;

  svg {
    color: ${({ theme }) => theme.color.accentText};
  }
`;

/**
 * The developer box (spec §2 Game page): the logo (the developer placeholder when missing or broken),
 * the name linking to the developer's page, and a 'Made With' mark for PlayCanvas games — nothing for
 * other engines.
 */
export function DeveloperBox({ developer, engine }: Pick<Game, 'developer' | 'engine'>) {
  return (
    <Card padding="md" data-testid="game-developer">
      <Row>
        <Image
          src={developer.logo}
          alt={format(gameStrings.developerLogo, { name: developer.name })}
          placeholder="developer"
          width={LOGO_PX}
          height={LOGO_PX}
          radius="md"
        />
        <Names>
          <Label>{gameStrings.developer}</Label>
          <Name href={developerHref(developer.slug)} renderLink={renderRouterLink} variant="strong">
            {developer.name}
          </Name>
        </Names>
      </Row>
      {engine?.id === MARKED_ENGINE && (
        <Engine data-testid="game-engine">
          {gameStrings.madeWith}
          <EngineMark>
            <Icon name="code" size="md" tone="inherit" />
            {gameStrings.enginePlayCanvas}
          </EngineMark>
        </Engine>
      )}
    </Card>
  );
}
