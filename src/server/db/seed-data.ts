/** The catalogue loaded on first start: drinks really sold in Kinshasa, prices in whole FC. */
export interface SeedCategory { nom: string; description: string }
export interface SeedBrand { nom: string; couleur: string; couleur_texte: string }
export interface SeedProduct {
  nom: string; marque: string; categorie: string; unite: string;
  prix: number; prix_promo?: number; prix_consigne?: number; stock: number; description: string;
}

export const seedCategories: SeedCategory[] = [
  { nom: 'Eaux', description: 'Eaux minérales et eaux de source en bouteilles et en packs, livrées fraîches à domicile.' },
  { nom: 'Bières', description: 'Les bières de Kinshasa et d\'ailleurs : bouteilles consignées, canettes et casiers pour vos fêtes.' },
  { nom: 'Jus', description: 'Jus de fruits 100 % et nectars pour toute la famille.' },
  { nom: 'Boissons gazeuses', description: 'Sodas et boissons maltées, en bouteilles consignées ou en canettes.' },
  { nom: 'Énergisants', description: 'Boissons énergisantes pour les longues journées et les longues nuits.' },
];

export const seedBrands: SeedBrand[] = [
  { nom: 'Primus', couleur: '#1f4e9c', couleur_texte: '#ffffff' },
  { nom: 'Skol', couleur: '#0a7a3b', couleur_texte: '#ffffff' },
  { nom: 'Turbo King', couleur: '#7a1010', couleur_texte: '#f5d76e' },
  { nom: 'Doppel Munich', couleur: '#3b2314', couleur_texte: '#e8c170' },
  { nom: 'Nkoyi', couleur: '#146b3a', couleur_texte: '#f2a900' },
  { nom: 'Castel', couleur: '#b3121b', couleur_texte: '#ffffff' },
  { nom: 'Heineken', couleur: '#0b6b2e', couleur_texte: '#ffffff' },
  { nom: 'Tembo', couleur: '#5a3a1a', couleur_texte: '#f0e0b0' },
  { nom: 'Mützig', couleur: '#a0141e', couleur_texte: '#ffffff' },
  { nom: 'Beaufort', couleur: '#1b3f8b', couleur_texte: '#f7f7f7' },
  { nom: 'Simba', couleur: '#f2b705', couleur_texte: '#1a1a1a' },
  { nom: 'Coca-Cola', couleur: '#e41b17', couleur_texte: '#ffffff' },
  { nom: 'Fanta', couleur: '#f57c00', couleur_texte: '#0d47a1' },
  { nom: 'Sprite', couleur: '#00a651', couleur_texte: '#ffffff' },
  { nom: 'Vitalo', couleur: '#e30613', couleur_texte: '#ffd400' },
  { nom: 'Maltina', couleur: '#7b4a12', couleur_texte: '#f4d03f' },
  { nom: 'Top', couleur: '#ff8f00', couleur_texte: '#ffffff' },
  { nom: 'Kin Eau', couleur: '#0288d1', couleur_texte: '#ffffff' },
  { nom: 'Swiss Water', couleur: '#d32f2f', couleur_texte: '#ffffff' },
  { nom: 'Ceres', couleur: '#2e7d32', couleur_texte: '#fff59d' },
  { nom: 'Pulp', couleur: '#ff6f00', couleur_texte: '#ffffff' },
  { nom: 'Afia', couleur: '#c2185b', couleur_texte: '#ffffff' },
  { nom: 'Red Bull', couleur: '#1a237e', couleur_texte: '#ffd600' },
  { nom: 'XXL Energy', couleur: '#212121', couleur_texte: '#76ff03' },
];

const beer = 'Bières';
const soda = 'Boissons gazeuses';

export const seedProducts: SeedProduct[] = [
  { nom: 'Primus 72 cl', marque: 'Primus', categorie: beer, unite: 'Bouteille 72 cl', prix: 2500, prix_consigne: 500, stock: 240, description: 'La blonde la plus populaire de Kinshasa, en bouteille consignée de 72 cl.' },
  { nom: 'Primus casier 20 × 72 cl', marque: 'Primus', categorie: beer, unite: 'Casier de 20 bouteilles', prix: 48000, prix_promo: 46000, prix_consigne: 12000, stock: 30, description: 'Un casier complet de Primus pour vos fêtes et réunions.' },
  { nom: 'Primus canette 33 cl', marque: 'Primus', categorie: beer, unite: 'Canette 33 cl', prix: 1800, stock: 150, description: 'Primus en canette, pratique à emporter.' },
  { nom: 'Skol 65 cl', marque: 'Skol', categorie: beer, unite: 'Bouteille 65 cl', prix: 2300, prix_consigne: 500, stock: 180, description: 'Skol, la blonde légère et rafraîchissante.' },
  { nom: 'Skol casier 20 × 65 cl', marque: 'Skol', categorie: beer, unite: 'Casier de 20 bouteilles', prix: 44000, prix_consigne: 12000, stock: 0, description: 'Casier de Skol en bouteilles consignées.' },
  { nom: 'Turbo King 65 cl', marque: 'Turbo King', categorie: beer, unite: 'Bouteille 65 cl', prix: 2700, prix_consigne: 500, stock: 120, description: 'Bière brune forte au goût de caramel.' },
  { nom: 'Turbo King casier 20 × 65 cl', marque: 'Turbo King', categorie: beer, unite: 'Casier de 20 bouteilles', prix: 52000, prix_consigne: 12000, stock: 12, description: 'Casier de Turbo King pour les amateurs de brune.' },
  { nom: 'Doppel Munich 65 cl', marque: 'Doppel Munich', categorie: beer, unite: 'Bouteille 65 cl', prix: 2800, prix_consigne: 500, stock: 90, description: 'Bière brune de type munichoise, ronde et maltée.' },
  { nom: 'Nkoyi 65 cl', marque: 'Nkoyi', categorie: beer, unite: 'Bouteille 65 cl', prix: 2400, prix_consigne: 500, stock: 100, description: 'La blonde au léopard, brassée au Congo.' },
  { nom: 'Castel 65 cl', marque: 'Castel', categorie: beer, unite: 'Bouteille 65 cl', prix: 2500, prix_consigne: 500, stock: 80, description: 'Castel, blonde douce et bien équilibrée.' },
  { nom: 'Heineken 33 cl', marque: 'Heineken', categorie: beer, unite: 'Bouteille 33 cl', prix: 3000, stock: 140, description: 'Heineken en bouteille verte non consignée.' },
  { nom: 'Heineken pack 6 × 33 cl', marque: 'Heineken', categorie: beer, unite: 'Pack de 6 canettes', prix: 17000, prix_promo: 15500, stock: 40, description: 'Six canettes de Heineken bien fraîches.' },
  { nom: 'Tembo 65 cl', marque: 'Tembo', categorie: beer, unite: 'Bouteille 65 cl', prix: 2600, prix_consigne: 500, stock: 0, description: 'Tembo, la bière de l\'éléphant, généreuse et corsée.' },
  { nom: 'Mützig 65 cl', marque: 'Mützig', categorie: beer, unite: 'Bouteille 65 cl', prix: 2700, prix_consigne: 500, stock: 70, description: 'Mützig, blonde de caractère au goût prononcé.' },
  { nom: 'Beaufort 50 cl', marque: 'Beaufort', categorie: beer, unite: 'Bouteille 50 cl', prix: 2200, prix_consigne: 400, stock: 90, description: 'Beaufort Lager, légère et désaltérante.' },
  { nom: 'Beaufort canette 33 cl', marque: 'Beaufort', categorie: beer, unite: 'Canette 33 cl', prix: 1700, stock: 60, description: 'Beaufort Lager en canette.' },
  { nom: 'Simba 65 cl', marque: 'Simba', categorie: beer, unite: 'Bouteille 65 cl', prix: 2400, prix_consigne: 500, stock: 75, description: 'Simba, la bière du lion, brassée au Katanga.' },
  { nom: 'Coca-Cola 33 cl', marque: 'Coca-Cola', categorie: soda, unite: 'Canette 33 cl', prix: 1500, stock: 300, description: 'Le goût original de Coca-Cola en canette.' },
  { nom: 'Coca-Cola 50 cl', marque: 'Coca-Cola', categorie: soda, unite: 'Bouteille 50 cl', prix: 1200, prix_consigne: 300, stock: 200, description: 'Coca-Cola en bouteille de verre consignée.' },
  { nom: 'Coca-Cola casier 24 × 30 cl', marque: 'Coca-Cola', categorie: soda, unite: 'Casier de 24 bouteilles', prix: 24000, prix_consigne: 9000, stock: 20, description: 'Casier de Coca-Cola pour les grandes tablées.' },
  { nom: 'Fanta Orange 33 cl', marque: 'Fanta', categorie: soda, unite: 'Canette 33 cl', prix: 1500, stock: 180, description: 'Fanta au bon goût d\'orange.' },
  { nom: 'Fanta Orange 50 cl', marque: 'Fanta', categorie: soda, unite: 'Bouteille 50 cl', prix: 1200, prix_consigne: 300, stock: 0, description: 'Fanta Orange en bouteille consignée.' },
  { nom: 'Sprite 33 cl', marque: 'Sprite', categorie: soda, unite: 'Canette 33 cl', prix: 1500, prix_promo: 1300, stock: 160, description: 'Sprite citron-citron vert, sans caféine.' },
  { nom: 'Vitalo Cocktail 35 cl', marque: 'Vitalo', categorie: soda, unite: 'Bouteille 35 cl', prix: 1000, prix_consigne: 300, stock: 220, description: 'Le soda fruité préféré des Kinois.' },
  { nom: 'Vitalo Orange 35 cl', marque: 'Vitalo', categorie: soda, unite: 'Bouteille 35 cl', prix: 1000, prix_consigne: 300, stock: 150, description: 'Vitalo à l\'orange, pétillant et sucré.' },
  { nom: 'Maltina 33 cl', marque: 'Maltina', categorie: soda, unite: 'Bouteille 33 cl', prix: 1500, prix_consigne: 300, stock: 130, description: 'Boisson maltée sans alcool, riche en vitamines.' },
  { nom: 'Maltina canette 33 cl', marque: 'Maltina', categorie: soda, unite: 'Canette 33 cl', prix: 1700, stock: 90, description: 'Maltina en canette, sans alcool.' },
  { nom: 'Top Ananas 35 cl', marque: 'Top', categorie: soda, unite: 'Bouteille 35 cl', prix: 1000, prix_consigne: 300, stock: 140, description: 'Top à l\'ananas, la limonade de Bralima.' },
  { nom: 'Top Grenadine 35 cl', marque: 'Top', categorie: soda, unite: 'Bouteille 35 cl', prix: 1000, prix_consigne: 300, stock: 110, description: 'Top Grenadine, douce et pétillante.' },
  { nom: 'Kin Eau 50 cl', marque: 'Kin Eau', categorie: 'Eaux', unite: 'Bouteille 50 cl', prix: 800, stock: 400, description: 'Eau de source en petite bouteille, idéale en déplacement.' },
  { nom: 'Kin Eau 1,5 L', marque: 'Kin Eau', categorie: 'Eaux', unite: 'Bouteille 1,5 L', prix: 1500, stock: 350, description: 'Eau de source en grande bouteille de 1,5 litre.' },
  { nom: 'Kin Eau pack 6 × 1,5 L', marque: 'Kin Eau', categorie: 'Eaux', unite: 'Pack de 6 bouteilles', prix: 8500, prix_promo: 8000, stock: 60, description: 'Pack de six bouteilles de 1,5 L pour la maison.' },
  { nom: 'Kin Eau bonbonne 19 L', marque: 'Kin Eau', categorie: 'Eaux', unite: 'Bonbonne 19 L', prix: 9000, prix_consigne: 15000, stock: 25, description: 'Grande bonbonne consignée pour fontaine à eau.' },
  { nom: 'Swiss Water 1,5 L', marque: 'Swiss Water', categorie: 'Eaux', unite: 'Bouteille 1,5 L', prix: 1600, stock: 200, description: 'Eau minérale plate, légère en sodium.' },
  { nom: 'Swiss Water pack 12 × 50 cl', marque: 'Swiss Water', categorie: 'Eaux', unite: 'Pack de 12 bouteilles', prix: 9000, stock: 0, description: 'Douze petites bouteilles pour le bureau.' },
  { nom: 'Ceres Orange 1 L', marque: 'Ceres', categorie: 'Jus', unite: 'Brique 1 L', prix: 6500, stock: 50, description: 'Jus d\'orange 100 % sans sucre ajouté.' },
  { nom: 'Ceres Pomme 1 L', marque: 'Ceres', categorie: 'Jus', unite: 'Brique 1 L', prix: 6500, prix_promo: 5900, stock: 45, description: 'Jus de pomme 100 %, doux et naturel.' },
  { nom: 'Ceres Mangue 1 L', marque: 'Ceres', categorie: 'Jus', unite: 'Brique 1 L', prix: 6800, stock: 0, description: 'Nectar de mangue onctueux.' },
  { nom: 'Pulp Orange 1 L', marque: 'Pulp', categorie: 'Jus', unite: 'Bouteille 1 L', prix: 4500, stock: 70, description: 'Jus d\'orange avec pulpe, bien frais.' },
  { nom: 'Pulp Ananas 1 L', marque: 'Pulp', categorie: 'Jus', unite: 'Bouteille 1 L', prix: 4500, stock: 65, description: 'Jus d\'ananas avec pulpe.' },
  { nom: 'Afia Mangue 50 cl', marque: 'Afia', categorie: 'Jus', unite: 'Bouteille 50 cl', prix: 2500, stock: 90, description: 'Jus de mangue Afia, gourmand et fruité.' },
  { nom: 'Afia Cocktail 50 cl', marque: 'Afia', categorie: 'Jus', unite: 'Bouteille 50 cl', prix: 2500, stock: 85, description: 'Cocktail de fruits tropicaux.' },
  { nom: 'Red Bull 25 cl', marque: 'Red Bull', categorie: 'Énergisants', unite: 'Canette 25 cl', prix: 4000, stock: 100, description: 'Red Bull donne des ailes.' },
  { nom: 'Red Bull pack 4 × 25 cl', marque: 'Red Bull', categorie: 'Énergisants', unite: 'Pack de 4 canettes', prix: 15000, prix_promo: 14000, stock: 20, description: 'Quatre canettes de Red Bull.' },
  { nom: 'XXL Energy 33 cl', marque: 'XXL Energy', categorie: 'Énergisants', unite: 'Canette 33 cl', prix: 2000, stock: 120, description: 'Boisson énergisante au goût intense.' },
  { nom: 'XXL Energy 50 cl', marque: 'XXL Energy', categorie: 'Énergisants', unite: 'Bouteille 50 cl', prix: 2500, stock: 8, description: 'XXL Energy en grand format.' },
];
