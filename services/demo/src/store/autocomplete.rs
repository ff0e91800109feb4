//! The movie autocomplete demo (spec: 100 items of title, rank, id).

use sea_orm::{DatabaseConnection, DbErr, EntityTrait, QueryOrder};

pub mod entity {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "autocomplete_items")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: i32,
        pub title: String,
        pub rank: i32,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// The sample titles, in rank order (rank = position + 1, id = rank).
pub const TITLES: [&str; 100] = [
    "The Shawshank Redemption",
    "The Godfather",
    "The Dark Knight",
    "The Godfather Part II",
    "12 Angry Men",
    "Schindler's List",
    "The Lord of the Rings: The Return of the King",
    "Pulp Fiction",
    "The Lord of the Rings: The Fellowship of the Ring",
    "The Good, the Bad and the Ugly",
    "Forrest Gump",
    "Fight Club",
    "The Lord of the Rings: The Two Towers",
    "Inception",
    "Star Wars: Episode V - The Empire Strikes Back",
    "The Matrix",
    "Goodfellas",
    "One Flew Over the Cuckoo's Nest",
    "Se7en",
    "Seven Samurai",
    "It's a Wonderful Life",
    "The Silence of the Lambs",
    "City of God",
    "Saving Private Ryan",
    "Life Is Beautiful",
    "Interstellar",
    "The Green Mile",
    "Star Wars",
    "Terminator 2: Judgment Day",
    "Back to the Future",
    "Spirited Away",
    "Psycho",
    "The Pianist",
    "Parasite",
    "Leon: The Professional",
    "The Lion King",
    "Gladiator",
    "American History X",
    "The Departed",
    "The Usual Suspects",
    "The Prestige",
    "Whiplash",
    "Casablanca",
    "Harakiri",
    "The Intouchables",
    "Modern Times",
    "Grave of the Fireflies",
    "Once Upon a Time in the West",
    "Rear Window",
    "Alien",
    "City Lights",
    "Cinema Paradiso",
    "Apocalypse Now",
    "Memento",
    "Raiders of the Lost Ark",
    "Django Unchained",
    "WALL-E",
    "The Lives of Others",
    "Sunset Boulevard",
    "Paths of Glory",
    "The Shining",
    "The Great Dictator",
    "Witness for the Prosecution",
    "Aliens",
    "Dr. Strangelove",
    "Spider-Man: Into the Spider-Verse",
    "American Beauty",
    "The Dark Knight Rises",
    "Oldboy",
    "Amadeus",
    "Coco",
    "Toy Story",
    "Braveheart",
    "Das Boot",
    "Joker",
    "Princess Mononoke",
    "Inglourious Basterds",
    "Good Will Hunting",
    "Once Upon a Time in America",
    "Your Name",
    "Avengers: Endgame",
    "3 Idiots",
    "Requiem for a Dream",
    "Toy Story 3",
    "High and Low",
    "Star Wars: Episode VI - Return of the Jedi",
    "Eternal Sunshine of the Spotless Mind",
    "2001: A Space Odyssey",
    "Reservoir Dogs",
    "Lawrence of Arabia",
    "The Hunt",
    "Citizen Kane",
    "M",
    "North by Northwest",
    "Vertigo",
    "Singin' in the Rain",
    "Amelie",
    "A Clockwork Orange",
    "Full Metal Jacket",
    "Double Indemnity",
];

/// Every item, by rank.
pub async fn all(db: &DatabaseConnection) -> Result<Vec<entity::Model>, DbErr> {
    entity::Entity::find()
        .order_by_asc(entity::Column::Rank)
        .all(db)
        .await
}
